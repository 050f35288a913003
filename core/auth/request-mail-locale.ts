import { isLocale, type Locale } from "#core/constants.ts";
import { localeOf } from "./auth-request-headers.ts";

/**
 * The language of a mail sent because of a request: the page it came from (its language prefix), else the visitor's
 * preferred language, which the host puts in the request's headers (`server/api/auth-routes.ts`: the locale cookie,
 * then Accept-Language).
 */
export function requestMailLocale(headers: Headers | undefined): Locale {
	return pagePrefix(headers?.get("referer") ?? null) ?? localeOf(headers);
}

function pagePrefix(referer: string | null): Locale | undefined {
	if (!referer) return undefined;
	try {
		const prefix = new URL(referer).pathname.split("/")[1];
		return isLocale(prefix) ? prefix : undefined;
	} catch {
		return undefined;
	}
}
