import type { Context, Hono, Next } from "hono";
import { alternatePaths } from "#app/lib/localized-path.ts";
import { joinWithNonce, type NoncePlaces, splitAtNonce } from "#app/lib/nonce-places.server.ts";
import { CACHE_OWNER_HEADER } from "#core/constants.ts";
import type { AppEnv } from "./app-env.ts";
import { PRERENDERABLE_PAGES } from "./public-pages.ts";

/**
 * The public pages whose content depends on nothing but the language and the configuration (Pro's prices, the Free
 * limit): rendered once per language, on the first request for each, and answered from memory after that. Not at
 * build time, because the prices come from Stripe and the environment of the server that runs, and not as files,
 * because each answer needs its own CSP nonce. /login is left out: it depends on who is signed in.
 * Not all 56 at start-up any more either: rendering them there held ~14 MiB more in a server that nobody had asked
 * anything yet (docs/performance.md, "Where the memory went, 2026-11-27"); the first visitor of a page waits for
 * one render, as for any page that is not prerendered.
 */
const IS_PRERENDERED_PATH = new Set<string>(
	PRERENDERABLE_PAGES.flatMap((page) => alternatePaths(page).map(({ path }) => path)),
);

type App = Pick<Hono<AppEnv>, "request">;

export type PrerenderedPages = {
	/** Middleware: answers a prerendered path from memory (rendering it first if nobody asked yet), anything else goes on. */
	serve: (c: Context<AppEnv>, next: Next) => Promise<Response | undefined>;
	/** From now on a path that is not rendered yet is rendered through `app` (as a visitor's request would be) on its first request. */
	renderOnDemand: (app: App) => void;
};

export function prerenderedPages(): PrerenderedPages {
	// Kept as UTF-8 bytes, outside the JavaScript heap: 56 pages of ~90 KB would otherwise be strings, twice as large
	// for the pages in Chinese, Japanese and Korean (V8 stores those as UTF-16). One render per path: requests that
	// arrive while it runs wait for the same one.
	const pages = new Map<string, Promise<NoncePlaces | undefined>>();
	// The app's own requests for a page being rendered pass through to the app instead of waiting for themselves.
	const ownRequests = new WeakSet<Request>();
	let onDemand: App | undefined;

	const renderPage = async (app: App, path: string): Promise<NoncePlaces | undefined> => {
		const request = new Request(new URL(path, "http://localhost"), { headers: { accept: "text/html" } });
		ownRequests.add(request);
		const response = await app.request(request);
		const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
		const html = await response.text();
		return response.status === 200 && nonce ? splitAtNonce(html, nonce) : undefined;
	};
	// A render that failed (a 5xx while the database was busy, say) is forgotten, so that a later request tries again.
	const rendered = (app: App, path: string) => {
		let page = pages.get(path);
		if (page === undefined) {
			page = renderPage(app, path).catch(() => undefined);
			pages.set(path, page);
			void page.then((parts) => {
				if (parts === undefined && pages.get(path) === page) pages.delete(path);
			});
		}
		return page;
	};

	return {
		serve: async (c, next) => {
			const path = c.req.path;
			const parts =
				IS_PRERENDERED_PATH.has(path) && !ownRequests.has(c.req.raw)
					? await (onDemand ? rendered(onDemand, path) : pages.get(path))
					: undefined;
			if (parts === undefined) {
				await next();
				return;
			}
			const body = joinWithNonce(parts, c.get("secureHeadersNonce") ?? "");
			c.header("X-Prerendered", "1");
			c.header(CACHE_OWNER_HEADER, "public");
			c.header("Content-Type", "text/html; charset=UTF-8");
			return c.body(body);
		},
		renderOnDemand: (app) => {
			onDemand = app;
		},
	};
}
