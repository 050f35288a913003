import type { Locale } from "#core/constants.ts";
import en from "#locales/en/translation.json" with { type: "json" };
import es from "#locales/es/translation.json" with { type: "json" };
import fr from "#locales/fr/translation.json" with { type: "json" };
import ja from "#locales/ja/translation.json" with { type: "json" };
import ko from "#locales/ko/translation.json" with { type: "json" };
import ms from "#locales/ms/translation.json" with { type: "json" };
import zh from "#locales/zh/translation.json" with { type: "json" };

/** The catalogs, so tests find things by the text a person reads in each language. */
// Typed as English's shape: only the plural keys differ between languages (CLDR's categories, locales/catalogs.test.ts).
export const MESSAGES = { en, zh, fr, ko, ja, es, ms } as unknown as Record<Locale, typeof en>;

/** The languages most tests read. */
export { en, fr };

export const prefixed = (locale: Locale, path: string) =>
	locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

export const BROWSER_USER_AGENT =
	"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** Open Graph's locale of each language: the language and the country its texts are written for. */
export const OG_LOCALE = {
	en: "en_US",
	zh: "zh_CN",
	fr: "fr_FR",
	ko: "ko_KR",
	ja: "ja_JP",
	es: "es_ES",
	ms: "ms_MY",
} as const;
