import type { Context, Hono, Next } from "hono";
import { alternatePaths } from "#app/lib/localized-path.ts";
import type { AppEnv } from "./app-env.ts";

/**
 * The public pages whose content depends on nothing but the language and the configuration (Pro's prices, the Free
 * limit): rendered once per language at start-up, when that configuration is known, and answered from memory.
 * Not at build time, because the prices come from Stripe and the environment of the server that runs, and not
 * as files, because each answer needs its own CSP nonce. /login is left out: it depends on who is signed in.
 */
const PUBLIC_PAGES = [
	"/pricing",
	"/landing",
	"/eisenhower-matrix",
	"/changelog",
	"/security",
	"/privacy",
	"/terms",
	"/author",
];

const PRERENDERED_PATHS = PUBLIC_PAGES.flatMap((page) => alternatePaths(page).map(({ path }) => path));

// Stands in for the nonce in the stored HTML; each answer carries its request's own.
const NONCE_PLACEHOLDER = "\u0000quadrant-nonce\u0000";

export type PrerenderedPages = {
	/** Middleware: answers a prerendered path from memory, anything else goes on. */
	serve: (c: Context<AppEnv>, next: Next) => Promise<Response | undefined>;
	/** Renders the paths through the app itself, as a visitor's request would, and keeps each page that answered 200. */
	render: (app: Pick<Hono<AppEnv>, "request">, paths?: string[]) => Promise<number>;
};

export function prerenderedPages(): PrerenderedPages {
	const pages = new Map<string, string>();
	return {
		serve: async (c, next) => {
			const html = pages.get(c.req.path);
			if (html === undefined) {
				await next();
				return;
			}
			c.header("X-Prerendered", "1");
			return c.html(html.replaceAll(NONCE_PLACEHOLDER, c.get("secureHeadersNonce") ?? ""));
		},
		render: async (app, paths = PRERENDERED_PATHS) => {
			for (const path of paths) {
				const response = await app.request(path, { headers: { accept: "text/html" } });
				const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
				const html = await response.text();
				if (response.status === 200 && nonce) pages.set(path, html.replaceAll(nonce, NONCE_PLACEHOLDER));
			}
			return pages.size;
		},
	};
}
