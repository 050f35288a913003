import type { Locale } from "#core/constants.ts";
import english from "#locales/en/translation.json" with { type: "json" };
import spanish from "#locales/es/translation.json" with { type: "json" };
import french from "#locales/fr/translation.json" with { type: "json" };
import japanese from "#locales/ja/translation.json" with { type: "json" };
import korean from "#locales/ko/translation.json" with { type: "json" };
import malay from "#locales/ms/translation.json" with { type: "json" };
import chinese from "#locales/zh/translation.json" with { type: "json" };

/** The catalogs, so tests find things by the text a person reads in each language. */
export const MESSAGES: Record<Locale, typeof english> = {
	en: english,
	zh: chinese,
	fr: french,
	ko: korean,
	ja: japanese,
	es: spanish,
	ms: malay,
};

/** The languages most tests read. */
export const en = english;
export const fr = french;

export const prefixed = (locale: Locale, path: string) =>
	locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

export const BROWSER_USER_AGENT =
	"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
