import { describe, expect, it } from "vitest";
import type { InstanceFacts } from "#app/content/legal/document.ts";
import { TERMS_TEXTS } from "#app/content/terms/index.ts";
import { ENGLAND_AND_WALES } from "#config/governing-law.test-support.ts";
import type { GoverningLaw } from "#config/governing-law.ts";
import type { Locale } from "#core/constants.ts";

const factsWith = (governingLaw: GoverningLaw | undefined): InstanceFacts => ({
	operator: { name: "Example Software Ltd", governingLaw },
	authRateLimitPerMinute: 10,
	changeLogRetentionDays: 30,
	anonymousUserRetentionDays: 400,
	isGoogleEnabled: false,
});

/** The terms page's governing-law section (the one a configured law adds), as a visitor reads it in one language. */
function clause(locale: Locale, governingLaw: GoverningLaw): string | undefined {
	const without = new Set(TERMS_TEXTS[locale](factsWith(undefined)).sections.map((section) => section.heading));
	const added = TERMS_TEXTS[locale](factsWith(governingLaw)).sections.filter(
		(section) => !without.has(section.heading),
	);
	expect(added).toHaveLength(1);
	return added[0]?.blocks.flat().join("");
}

describe("the governing-law clause of the terms", () => {
	it.each([
		["en", "These terms are governed by the laws of Ireland, without taking away"],
		["fr", "Ces conditions sont régies par le droit du pays suivant\u202f: Irlande. Ce choix ne vous prive pas"],
		["es", "Estas condiciones se rigen por la legislación del siguiente país: Irlanda. Esto no te priva"],
		["ms", "Terma ini ditadbir oleh undang-undang Ireland, tanpa menjejaskan"],
		["ja", "この規約はアイルランドの法律に準拠します。"],
		["ko", "이 약관의 준거법은 아일랜드 법입니다."],
		["zh", "本条款适用爱尔兰法律，但不影响"],
	] as const)("names the country of a code in %s", (locale, expected) => {
		expect(clause(locale, { country: "IE" })).toContain(expected);
	});

	it.each([
		["US", "the laws of the United States,"],
		["NL", "the laws of the Netherlands,"],
		["KY", "the laws of the Cayman Islands,"],
		["TT", "the laws of Trinidad and Tobago,"],
		["DE", "the laws of Germany,"],
	])("gives %s its article in English", (code, expected) => {
		expect(clause("en", { country: code })).toContain(expected);
	});

	it("writes Chinese country names in simplified characters", () => {
		expect(clause("zh", { country: "TW" })).toContain("台湾法律");
	});

	it("puts the operator's own wording, in each language, where the law is named", () => {
		const text = ENGLAND_AND_WALES;
		expect(clause("en", { text })).toContain("These terms are governed by the laws of England and Wales, without");
		expect(clause("fr", { text })).toContain("régies par le droit de l’Angleterre et du pays de Galles, sans vous");
		expect(clause("zh", { text })).toContain("本条款适用英格兰和威尔士法律，");
		expect(clause("ko", { text })).toContain("이 약관의 준거법은 잉글랜드 및 웨일스 법입니다.");
		expect(clause("ja", { text })).toContain("この規約はイングランドおよびウェールズ法に準拠します。");
		expect(clause("es", { text })).toContain("se rigen por la legislación de Inglaterra y Gales, sin privarte");
		expect(clause("ms", { text })).toContain("ditadbir oleh undang-undang England dan Wales, tanpa");
	});

	it("is left out when no law is configured", () => {
		const headings = TERMS_TEXTS.en(factsWith(undefined)).sections.map((section) => section.heading);
		expect(headings).not.toContain("Governing law");
	});
});
