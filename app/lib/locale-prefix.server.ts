import { data, redirect } from "react-router";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import { safeRedirect } from "./safe-redirect.ts";

/**
 * Checks a page's optional language prefix: a known one passes, `/en/...` goes to the canonical English path,
 * anything else is an unknown path. Loaders that may redirect (the sign-in guard) call this first, so an unknown
 * prefix is a 404 there too; the root loader still runs and provides the error page's messages.
 */
export function assertLocalePrefix(lang: string | undefined, request: Request, baseUrl: string): void {
	if (lang === undefined) return;
	if (lang === DEFAULT_LOCALE) {
		const url = new URL(request.url);
		// `/en//host/x` keeps one slash: cut to `//host/x` it would name another host.
		const path = url.pathname.slice(DEFAULT_LOCALE.length + 1).replace(/^\/+/, "/") || "/";
		throw redirect(safeRedirect(`${path}${url.search}`, { baseUrl, fallback: "/" }), 301);
	}
	if (!isLocale(lang)) throw data(null, { status: 404, statusText: "Not Found" });
}
