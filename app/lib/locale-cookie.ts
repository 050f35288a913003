import { LOCALE_COOKIE_MAX_AGE_DAYS, LOCALE_COOKIE_NAME, type Locale } from "#core/constants.ts";

/** Remembers an explicit language choice for unprefixed visits: 365 days, SameSite=Lax, whole site. */
export function rememberLocale(locale: Locale): void {
	const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
	const secure = location.protocol === "https:" ? "; Secure" : "";
	// biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser we support.
	document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
