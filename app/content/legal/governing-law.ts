import type { GoverningLaw } from "#config/governing-law.ts";
import { type Locale, languageTag } from "#core/constants.ts";

/** A country's name in one language, as CLDR writes it. */
export function countryName(code: string, locale: Locale): string {
	return new Intl.DisplayNames([languageTag(locale)], { type: "region" }).of(code) ?? code;
}

// English names that take "the" in running text ("the laws of the Netherlands"): the plural and descriptive ones.
const WITH_THE = new Set(["BQ", "BS", "GM", "KM", "MV", "NL", "PH"]);

/** A country's English name as it stands after "the laws of". */
export function englishCountryName(code: string): string {
	const name = countryName(code, "en").replaceAll(" & ", " and ");
	return WITH_THE.has(code) || /^United |Islands$|Territor(y|ies)$|Republic$/.test(name) ? `the ${name}` : name;
}

type Sentences = {
	/** For a country code: the sentence around the country's name (`name`, in the page's language). */
	country: (code: string) => string;
	/** For the operator's own wording in the page's language, which fits "These terms are governed by …". */
	wording: (law: string) => string;
};

/** The governing-law clause in one language, from either form of OPERATOR_GOVERNING_LAW. */
export function governingLawClause(law: GoverningLaw, locale: Locale, sentences: Sentences): string {
	return "country" in law ? sentences.country(law.country) : sentences.wording(law.text[locale]);
}
