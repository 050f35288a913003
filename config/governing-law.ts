import { z } from "zod";
import type { Locale } from "#core/constants.ts";

/**
 * The law that governs the terms (OPERATOR_GOVERNING_LAW): a country, rendered in each language by the terms page, or
 * the operator's own wording in every language (a jurisdiction no country code names, such as England and Wales).
 */
export type GoverningLaw = { country: string } | { text: Record<Locale, string> };

// Codes Intl names that ISO 3166-1 does not assign to a country: exceptional reservations (Ascension, Canary Islands,
// the EU, the UN…), CLDR's regions and pseudo-locales, and the user-assigned ranges (Kosovo's XK among them).
const NOT_A_COUNTRY = /^(AA|AC|CP|CQ|DG|EA|EU|EZ|IC|TA|UN|Q[M-Z]|X[A-Z]|ZZ)$/;
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** An assigned ISO 3166-1 alpha-2 code in its current form (not a withdrawn alias such as AN or YU). */
function isCountryCode(code: string): boolean {
	return (
		/^[A-Z]{2}$/.test(code) &&
		!NOT_A_COUNTRY.test(code) &&
		Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}` &&
		regionNames.of(code) !== undefined
	);
}

const wording = z.string().trim().min(2).max(200);
const wordingInEveryLanguage = z.strictObject({
	en: wording,
	zh: wording,
	fr: wording,
	ko: wording,
	ja: wording,
	es: wording,
	ms: wording,
});

/** OPERATOR_GOVERNING_LAW's value: `IE`, or `{"en": "the laws of England and Wales", "zh": …}` with all seven. */
export const governingLawSchema = z
	.string()
	.trim()
	.transform((value, context): GoverningLaw => {
		if (!value.startsWith("{")) {
			if (isCountryCode(value.toUpperCase())) return { country: value.toUpperCase() };
		} else {
			const wording = wordingInEveryLanguage.safeParse(parseJson(value));
			if (wording.success) return { text: wording.data };
		}
		context.addIssue({ code: "custom", message: "not a country code or a wording in every language" });
		return z.NEVER;
	});

function parseJson(value: string): unknown {
	try {
		return JSON.parse(value);
	} catch {
		return undefined;
	}
}
