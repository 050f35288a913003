import { type Locale, languageTag, OFFLINE_COPY_MAX_AGE_MS, SUPPORTED_LOCALES } from "#core/constants.ts";
import { escapeHtml } from "#core/text/escape-html.ts";
import { translatorFor } from "#locales/catalogs.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The page the service worker shows offline, in place of a user's copies it no longer serves (older than
 * OFFLINE_COPY_MAX_AGE_MS): a plain document that needs no script, style file or network. "Try again" loads the same
 * address, which online is the page itself.
 */
function offlineExpiredPage(locale: Locale): string {
	const t = translatorFor(locale);
	const heading = escapeHtml(t("offline.expiredHeading"));
	const text = escapeHtml(t("offline.expired", { count: Math.round(OFFLINE_COPY_MAX_AGE_MS / DAY_MS) }));
	return `<!doctype html><html lang="${languageTag(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${heading} · Quadrant</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}</style></head><body><main><h1>${heading}</h1><p>${text}</p><p><a href="">${escapeHtml(t("errors.tryAgain"))}</a></p></main></body></html>`;
}

/** The page in every language, for the worker's build line. */
export const offlineExpiredPages = (): Record<Locale, string> =>
	Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, offlineExpiredPage(locale)])) as Record<Locale, string>;
