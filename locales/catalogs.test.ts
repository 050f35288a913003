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

		it("has every key English has and no other", () => {
			const missing = [...english.keys()].filter((key) => !catalog.has(key));
			const extra = [...catalog.keys()].filter((key) => !english.has(key));
			expect({ missing, extra }).toEqual({ missing: [], extra: [] });
		});

		it("keeps every placeholder and leaves no message empty", () => {
			for (const [key, text] of catalog) {
				expect(text.trim(), key).not.toBe("");
				expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
			}
		});
	});
});
