import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { CATALOGS } from "#locales/catalogs.server.ts";
import { provideCatalog } from "./lib/catalog.ts";
import { isClientRefusal } from "./lib/is-client-refusal.ts";
import { NonceContext } from "./lib/nonce.ts";
import { requestContext } from "./lib/request-context.ts";

export { requestContext };

// Pages render from the catalogs in memory; the browser fetches its page's one (app/lib/catalog.ts).
for (const locale of SUPPORTED_LOCALES) provideCatalog(locale, CATALOGS[locale]);

export const streamTimeout = 5_000;

export default function handleRequest(
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
	return new Promise<Response>((resolve, reject) => {
		let isShellRendered = false;
		const userAgent = request.headers.get("user-agent");
		// Crawlers get the whole document at once; people get the shell as soon as it is ready.
		const readyOption: keyof RenderToPipeableStreamOptions =
			(userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
		let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

		const { pipe, abort } = renderToPipeableStream(
			<NonceContext value={nonce}>
				<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
			</NonceContext>,
			{
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
			},
		);
	});
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
	if (request.signal.aborted) return;
	const { logger } = context.get(requestContext);
	if (isClientRefusal(error)) logger.info({ err: error }, "page request refused");
	else logger.error({ err: error }, "unhandled error while rendering a page");
};
