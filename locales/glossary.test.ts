import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The variants locales/GLOSSARY.md rules out, per language: one term per concept.
type Catalog = { [key: string]: string | Catalog };

function entries(catalog: Catalog, prefix = ""): Array<[string, string]> {
	return Object.entries(catalog).flatMap(([key, value]) =>
		typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
	);
}

const load = (locale: string) =>
	entries(JSON.parse(readFileSync(new URL(`./${locale}/translation.json`, import.meta.url), "utf8")));

const RULED_OUT: Record<string, Array<[RegExp, string]>> = {
	zh: [[/您/, "你, never 您"]],
	ko: [
		[/플랜/, "요금제 for plan"],
		[/작업(?!은 되돌릴 수 없습니다)/, "할 일 for task (작업 only for 'this action')"],
		[/당신/, "no 당신"],
	],
	fr: [[/[Ff]ormule/, "offre for plan"]],
	es: [[/\busted\b/i, "tú, not usted"]],
};

describe.each(Object.keys(RULED_OUT))("%s", (locale) => {
	it("uses the glossary's terms only", () => {
		const found = load(locale).flatMap(([key, text]) =>
			(RULED_OUT[locale] ?? []).filter(([variant]) => variant.test(text)).map(([, rule]) => `${key}: ${rule}`),
		);
		expect(found).toEqual([]);
	});
});

// The stem of "selected" in each language: the selection bar uses it, the keyboard shortcuts (the focused task) never.
const SELECTED = {
	en: "selected",
	zh: "选",
	fr: "sélectionn",
	ko: "선택",
	ja: "選択",
	es: "seleccionad",
	ms: "dipilih",
};

describe("focused and selected", () => {
	it.each(Object.entries(SELECTED))("are different words in %s", (locale, stem) => {
		const catalog = new Map(load(locale));
		expect(catalog.get("matrix.selection")?.toLowerCase()).toContain(stem);
		for (const key of ["newTask", "editTask", "toggleDone", "deleteTask", "moveTo", "pickUp"]) {
			expect(catalog.get(`shortcuts.${key}`)?.toLowerCase(), key).not.toContain(stem);
		}
	});
});
