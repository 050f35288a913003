import i18next, { type TFunction } from "i18next";
import type { Locale } from "#core/constants.ts";
import { countFormatter, INTERPOLATION } from "./count-format.ts";
import en from "./en/translation.json" with { type: "json" };
import es from "./es/translation.json" with { type: "json" };
import fr from "./fr/translation.json" with { type: "json" };
import ja from "./ja/translation.json" with { type: "json" };
import ko from "./ko/translation.json" with { type: "json" };
import ms from "./ms/translation.json" with { type: "json" };
import zh from "./zh/translation.json" with { type: "json" };

export type Messages = typeof en;

// Server-only: the browser receives just its own locale's catalog through the root loader.
// Each language has its own plural keys (CLDR: French adds `_many`, Chinese has `_other` only), so the others match
// English's type except for those; catalogs.test.ts checks every key of every language.
const asMessages = (catalog: object) => catalog as Messages;
export const CATALOGS: Record<Locale, Messages> = {
	en,
	zh: asMessages(zh),
	fr: asMessages(fr),
	ko: asMessages(ko),
	ja: asMessages(ja),
	es: asMessages(es),
	ms: asMessages(ms),
};

const translators = new Map<Locale, TFunction>();

/** A `t` function for one locale, created once and reused (API errors, mail, page titles). */
export function translatorFor(locale: Locale): TFunction {
	let t = translators.get(locale);
	if (!t) {
		const instance = i18next.createInstance();
		instance.use(countFormatter).init({
			lng: locale,
			fallbackLng: false,
			resources: { [locale]: { translation: CATALOGS[locale] } },
			initAsync: false,
			interpolation: INTERPOLATION,
		});
		t = instance.t;
		translators.set(locale, t);
	}
	return t;
}
