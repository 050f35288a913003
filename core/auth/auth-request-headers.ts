import { DEFAULT_LOCALE, isLocale, type Locale } from "#core/constants.ts";

// What the host tells better-auth about a request, in headers only it sets (server/api/auth-routes.ts): the client's
// address (for rate limits and sign-in throttling) and its language (for the messages of refusals decided in hooks).
export const CLIENT_ADDRESS_HEADER = "x-quadrant-client-address";
export const LOCALE_HEADER = "x-quadrant-locale";

export function clientAddressOf(headers: Headers | undefined): string {
	return headers?.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}

export function localeOf(headers: Headers | undefined): Locale {
	const value = headers?.get(LOCALE_HEADER);
	return isLocale(value) ? value : DEFAULT_LOCALE;
}
