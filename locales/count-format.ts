import type { FormatterModule } from "i18next";

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Writes every `{{count}}` as the language groups digits ("1 234 tâches", "1,234 tasks"); i18next still chooses the
 * plural form from the number itself. Other values go through as given (no catalog uses i18next's format syntax).
 * Given to both the server's translators and the page's instance, so both print the same.
 */
export const countFormatter: FormatterModule = {
	type: "formatter",
	init() {},
	add() {},
	addCached() {},
	format(value, _format, lng, options) {
		if (options?.interpolationkey !== "count" || typeof value !== "number" || lng === undefined) return value;
		let format = formats.get(lng);
		if (!format) {
			format = new Intl.NumberFormat(lng);
			formats.set(lng, format);
		}
		return format.format(value);
	},
};

/** The interpolation settings every instance uses: values are not HTML-escaped (React escapes), counts formatted. */
export const INTERPOLATION = { escapeValue: false, alwaysFormat: true } as const;
