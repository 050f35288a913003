import i18next, { type i18n } from "i18next";
import type { Locale } from "#core/constants.ts";
import { countFormatter, INTERPOLATION } from "#locales/count-format.ts";
import type en from "#locales/en/translation.json";
import { rememberTranslations } from "./remembered-translations.ts";

export type Messages = typeof en;

/** One i18next instance for one locale's catalog; synchronous, so server and browser render the same text. */
export function createI18n(locale: Locale, messages: Messages): i18n {
	const instance = i18next.createInstance();
	instance.use(countFormatter).init({
		lng: locale,
		fallbackLng: false,
		resources: { [locale]: { translation: messages } },
		initAsync: false,
		interpolation: INTERPOLATION,
		react: { useSuspense: false },
	});
	return rememberTranslations(instance);
}
