import { data, redirect } from "react-router";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";

/**
 * Checks a page's optional language prefix: a known one passes, `/en/...` goes to the canonical English path,
 * anything else is an unknown path. Loaders that may redirect (the sign-in guard) call this first, so an unknown
 * prefix is a 404 there too; the root loader still runs and provides the error page's messages.
 */
export function assertLocalePrefix(lang: string | undefined, request: Request): void {
	if (lang === undefined) return;
	if (lang === DEFAULT_LOCALE) {
		const url = new URL(request.url);
		throw redirect(`${url.pathname.slice(DEFAULT_LOCALE.length + 1) || "/"}${url.search}`, 301);
	}
	if (!isLocale(lang)) throw data(null, { status: 404, statusText: "Not Found" });
}
