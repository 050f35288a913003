import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#core/constants.ts";

type Catalog = { [key: string]: string | Catalog };

const load = (locale: string): Catalog =>
	JSON.parse(readFileSync(new URL(`./${locale}/translation.json`, import.meta.url), "utf8"));

function flatten(catalog: Catalog, prefix = ""): Map<string, string> {
	const entries = new Map<string, string>();
	for (const [key, value] of Object.entries(catalog)) {
		if (typeof value === "string") entries.set(prefix + key, value);
		else for (const [nested, text] of flatten(value, `${prefix}${key}.`)) entries.set(nested, text);
	}
	return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = flatten(load("en"));

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * English's keys, with each plural message (`name_one`, `name_other`) given the plural categories CLDR defines for
 * `locale` instead of English's: French and Spanish add `many`; Chinese, Japanese, Korean and Malay have `other` only.
 */
function expectedKeys(locale: string): Set<string> {
	const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
	const keys = new Set<string>();
	for (const key of english.keys()) {
		if (!PLURAL_SUFFIX.test(key)) keys.add(key);
		else for (const category of categories) keys.add(key.replace(PLURAL_SUFFIX, `_${category}`));
	}
	return keys;
}

describe("message catalogs", () => {
	it("exist for exactly the seven supported languages", () => {
		const folders = readdirSync(new URL("./", import.meta.url), { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => entry.name)
			.sort();
		expect(folders).toEqual([...SUPPORTED_LOCALES].sort());
	});

	describe.each(SUPPORTED_LOCALES.filter((locale) => locale !== "en"))("%s", (locale) => {
		const catalog = flatten(load(locale));

		it("has every key English has and no other, each plural in its language's own categories", () => {
			const expected = expectedKeys(locale);
			const missing = [...expected].filter((key) => !catalog.has(key));
			const extra = [...catalog.keys()].filter((key) => !expected.has(key));
			expect({ missing, extra }).toEqual({ missing: [], extra: [] });
		});

		it("keeps every placeholder and leaves no message empty", () => {
			for (const [key, text] of catalog) {
				expect(text.trim(), key).not.toBe("");
				const source = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, "_other")) ?? "";
				expect(placeholders(text), key).toEqual(placeholders(source));
			}
		});
	});
});

describe("plural messages", () => {
	it("take each language's own form: French's many, Chinese's single form", async () => {
		const { translatorFor } = await import("./catalogs.server.ts");
		expect(translatorFor("fr")("boards.taskCount", { count: 1 })).toBe("1 tâche");
		expect(translatorFor("fr")("boards.taskCount", { count: 3 })).toBe("3 tâches");
		expect(translatorFor("fr")("boards.taskCount", { count: 1_000_000 })).toBe("1\u202f000\u202f000 de tâches");
		expect(translatorFor("es")("boards.taskCount", { count: 1_000_000 })).toBe("1.000.000 de tareas");
		expect(translatorFor("zh")("boards.taskCount", { count: 1 })).toBe("1 个任务");
		expect(translatorFor("ja")("boards.taskCount", { count: 1 })).not.toContain("boards.");
	});
});

// French and Spanish read a round million as a noun: "1 000 000 de tâches", "1.000.000 de tareas" (CLDR's many). Each
// many form is its other form with "de" (French "d’" before a vowel) between the number and the noun it counts.
const NOUNLESS_COUNTS = new Set(["digest.overdue"]);

describe.each(["fr", "es"] as const)("%s many forms", (locale) => {
	const catalog = flatten(load(locale));
	const manyKeys = [...catalog.keys()].filter((key) => key.endsWith("_many"));

	it.each(manyKeys)("%s puts de between the number and its noun", (key) => {
		const base = key.slice(0, -"_many".length);
		const other = catalog.get(`${base}_other`) ?? "";
		const withDe = other.replace(/\{\{count\}\} (?!de |d’)(?=\p{L})/gu, "{{count}} de ");
		const expected =
			locale === "fr" ? withDe.replace(/\{\{count\}\} de (?=[aeiouyhâéèêîôû])/giu, "{{count}} d’") : withDe;
		expect(catalog.get(key)).toBe(NOUNLESS_COUNTS.has(base) ? other : expected);
	});
});
