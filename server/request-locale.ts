import type { Context } from "hono";
import { languageDetector } from "hono/language";
import type { ParseKeys } from "i18next";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE_NAME, type Locale, SUPPORTED_LOCALES } from "#core/constants.ts";
import { translatorFor } from "#locales/catalogs.server.ts";

const detectorWith = (order: Array<"cookie" | "header">) =>
	languageDetector({
		order,
		lookupCookie: LOCALE_COOKIE_NAME,
		caches: false,
		supportedLanguages: [...SUPPORTED_LOCALES],
		fallbackLanguage: DEFAULT_LOCALE,
		convertDetectedLanguage: (language) => language.split("-")[0]?.toLowerCase() ?? language,
	});

/**
 * The visitor's preferred language from the `locale` cookie, then Accept-Language, else English. A page's own
 * language comes from its path prefix instead; this one is for unprefixed answers (API messages, the `/` redirect).
 * Malformed cookies and headers simply fall through to the next source.
 */
const detectPreferredLocale = detectorWith(["cookie", "header"]);

/**
 * For the API, Accept-Language first: the app sends its page's language with every request (app/lib/api-client.ts),
 * and a user on /fr/matrix reads French errors even with an English browser or an older cookie.
 */
const detectApiLocale = detectorWith(["header", "cookie"]);

const NOTHING_AFTER = async () => {};

/** Detected on first use, once per request: most answers (health checks, successful API answers) never ask. */
export function preferredLocale(c: Context): Locale {
	// Hono's detector is a middleware; it stores its finding in "language" before it awaits `next`.
	const detect = c.req.path.startsWith("/api/v1/") ? detectApiLocale : detectPreferredLocale;
	if (c.get("language") === undefined) void detect(c, NOTHING_AFTER);
	const language: unknown = c.get("language");
	return isLocale(language) ? language : DEFAULT_LOCALE;
}

export function translateForRequest(c: Context, key: ParseKeys, values: Record<string, unknown> = {}): string {
	return translatorFor(preferredLocale(c))(key, values);
}

/** The language of the page a request is for: its path's prefix, else the visitor's preferred language. */
export function pageLocale(c: Context): Locale {
	const prefix = c.req.path.split("/")[1];
	return isLocale(prefix) ? prefix : preferredLocale(c);
}
