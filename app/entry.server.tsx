import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { Logger } from "pino";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { CATALOGS } from "#locales/catalogs.server.ts";
import { provideCatalog } from "./lib/catalog.ts";
import { isClientRefusal } from "./lib/is-client-refusal.ts";
import { NonceContext } from "./lib/nonce.ts";
import {
	NONCE_STAND_IN,
	pageWithNonce,
	rememberedPage,
	rememberPage,
	renderedPageKey,
} from "./lib/rendered-pages.server.ts";
import { requestContext } from "./lib/request-context.ts";

export { requestContext };

// Pages render from the catalogs in memory; the browser fetches its page's one (app/lib/catalog.ts).
for (const locale of SUPPORTED_LOCALES) provideCatalog(locale, CATALOGS[locale]);

export const streamTimeout = 5_000;

/**
 * A page whose data is all known is answered whole, from memory when the same address and data were rendered before
 * (ADR 0038); one with data still streaming (or an error) streams as React renders it.
 */
export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	if (request.method.toUpperCase() === "HEAD") {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders });
	}
	const { nonce, logger } = loadContext.get(requestContext);
	const key =
		nonce.length === NONCE_STAND_IN.length ? renderedPageKey(request, responseStatusCode, routerContext) : undefined;
	if (key === undefined) return streamPage(request, responseStatusCode, responseHeaders, routerContext, nonce, logger);
	responseHeaders.set("Content-Type", "text/html; charset=utf-8");
	const answer = (html: Buffer<ArrayBuffer>, status = responseStatusCode) => {
		// Known in advance, so the page is compressed in one go rather than as a stream.
		responseHeaders.set("Content-Length", String(html.length));
		return new Response(html, { status, headers: responseHeaders });
	};
	const remembered = rememberedPage(key, nonce);
	if (remembered) {
		// React Router's encoding of the data (`serverHandoffStream`) is left to finish unread. Cancelled, its encoder
		// would fail on its first write and never clear its 5 s timer and abort listener, which hold the request.
		return answer(remembered);
	}
	const { html, hasFailed } = await renderWhole(request, routerContext, logger);
	return hasFailed ? answer(pageWithNonce(html, nonce), 500) : answer(rememberPage(key, html, nonce));
}

function appPage(request: Request, routerContext: EntryContext, nonce: string) {
	return (
		<NonceContext value={nonce}>
			<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
		</NonceContext>
	);
}

function renderWhole(request: Request, routerContext: EntryContext, logger: Logger) {
	return new Promise<{ html: Buffer; hasFailed: boolean }>((resolve, reject) => {
		const chunks: Buffer[] = [];
		let isShellRendered = false;
		let hasFailed = false;
		const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
		const { pipe, abort } = renderToPipeableStream(appPage(request, routerContext, NONCE_STAND_IN), {
			nonce: NONCE_STAND_IN,
			onShellReady() {
				isShellRendered = true;
			},
			onAllReady() {
				const sink = new Writable({
					write(chunk: Buffer, _encoding, callback) {
						chunks.push(chunk);
						callback();
					},
					final(callback) {
						clearTimeout(timeoutId);
						resolve({ html: Buffer.concat(chunks), hasFailed });
						callback();
					},
				});
				pipe(sink);
			},
			onShellError(error: unknown) {
				clearTimeout(timeoutId);
				reject(error);
			},
			onError(error: unknown) {
				hasFailed = true;
				// An error before the shell is React Router's to handle (and log); after it, the page is sent with it.
				if (isShellRendered) logger.error({ err: error }, "rendering a page failed");
			},
		});
	});
}

function streamPage(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	nonce: string,
	logger: Logger,
) {
	return new Promise<Response>((resolve, reject) => {
		let isShellRendered = false;
		const userAgent = request.headers.get("user-agent");
		// Crawlers get the whole document at once; people get the shell as soon as it is ready.
		const readyOption: keyof RenderToPipeableStreamOptions =
			(userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
		let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

		const { pipe, abort } = renderToPipeableStream(appPage(request, routerContext, nonce), {
			nonce,
			[readyOption]() {
				isShellRendered = true;
				const body = new PassThrough({
					final(callback) {
						clearTimeout(timeoutId);
						timeoutId = undefined;
						callback();
					},
				});
				responseHeaders.set("Content-Type", "text/html; charset=utf-8");
				pipe(body);
				resolve(
					new Response(createReadableStreamFromReadable(body), {
						headers: responseHeaders,
						status: responseStatusCode,
					}),
				);
			},
			onShellError(error: unknown) {
				reject(error);
			},
			onError(error: unknown) {
				responseStatusCode = 500;
				if (isShellRendered) logger.error({ err: error }, "streaming render failed");
			},
		});
	});
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
	if (request.signal.aborted) return;
	const { logger } = context.get(requestContext);
	if (isClientRefusal(error)) logger.info({ err: error }, "page request refused");
	else logger.error({ err: error }, "unhandled error while rendering a page");
};
