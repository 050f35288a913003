import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE_NAME, type Locale } from "#core/constants.ts";

/**
 * The language of a mail sent because of a request: the page it came from (its language prefix), else the
 * language the visitor chose (the locale cookie), else their browser's first supported language.
 */
export function requestMailLocale(headers: Headers | undefined): Locale {
	if (!headers) return DEFAULT_LOCALE;
	const fromPage = pagePrefix(headers.get("referer"));
	if (fromPage) return fromPage;
	const cookie = headers
		.get("cookie")
		?.split(";")
		.map((part) => part.trim().split("="))
		.find(([name]) => name === LOCALE_COOKIE_NAME)?.[1];
	if (isLocale(cookie)) return cookie;
	const accepted = (headers.get("accept-language") ?? "")
		.split(",")
		.map((part) => part.split(";")[0]?.trim().split("-")[0]?.toLowerCase())
		.find(isLocale);
	return accepted ?? DEFAULT_LOCALE;
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
