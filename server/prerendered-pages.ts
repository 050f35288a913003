import type { Context, Hono, Next } from "hono";
import { alternatePaths } from "#app/lib/localized-path.ts";
import { CACHE_OWNER_HEADER } from "#core/constants.ts";
import type { AppEnv } from "./app-env.ts";
import { PRERENDERABLE_PAGES } from "./public-pages.ts";

/**
 * The public pages whose content depends on nothing but the language and the configuration (Pro's prices, the Free
 * limit): rendered once per language at start-up, when that configuration is known, and answered from memory.
 * Not at build time, because the prices come from Stripe and the environment of the server that runs, and not
 * as files, because each answer needs its own CSP nonce. /login is left out: it depends on who is signed in.
 */
const PRERENDERED_PATHS = PRERENDERABLE_PAGES.flatMap((page) => alternatePaths(page).map(({ path }) => path));

export type PrerenderedPages = {
	/** Middleware: answers a prerendered path from memory, anything else goes on. */
	serve: (c: Context<AppEnv>, next: Next) => Promise<Response | undefined>;
	/** Renders the paths through the app itself, as a visitor's request would, and keeps each page that answered 200. */
	render: (app: Pick<Hono<AppEnv>, "request">, paths?: string[]) => Promise<number>;
};

export function prerenderedPages(): PrerenderedPages {
	// Kept as UTF-8 bytes around the nonce's places, outside the JavaScript heap: 56 pages of ~90 KB would otherwise
	// be strings, twice as large for the pages in Chinese, Japanese and Korean (V8 stores those as UTF-16).
	const pages = new Map<string, Buffer[]>();
	return {
		serve: async (c, next) => {
			const parts = pages.get(c.req.path);
			if (parts === undefined) {
				await next();
				return;
			}
			const nonce = Buffer.from(c.get("secureHeadersNonce") ?? "");
			const body = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part])));
			c.header("X-Prerendered", "1");
			c.header(CACHE_OWNER_HEADER, "public");
			c.header("Content-Type", "text/html; charset=UTF-8");
			return c.body(body);
		},
		render: async (app, paths = PRERENDERED_PATHS) => {
			for (const path of paths) {
				const response = await app.request(path, { headers: { accept: "text/html" } });
				const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
				const html = await response.text();
				if (response.status === 200 && nonce)
					pages.set(
						path,
						html.split(nonce).map((part) => Buffer.from(part)),
					);
			}
			return pages.size;
		},
	};
}
