import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#core/constants.ts";

type Quote = { text: string; author: string };

const load = (locale: string): Quote[] =>
	JSON.parse(readFileSync(new URL(`./${locale}/quotes.json`, import.meta.url), "utf8"));

/** Which quotes share an author, as index groups: the same in every language when the files list the same quotes. */
function authorGroups(quotes: Quote[]): number[][] {
	const groups = new Map<string, number[]>();
	for (const [index, { author }] of quotes.entries()) groups.set(author, [...(groups.get(author) ?? []), index]);
	return [...groups.values()];
}

const english = load("en");

describe("daily quotes", () => {
	it("has at least 60 quotes in English", () => {
		expect(english.length).toBeGreaterThanOrEqual(60);
	});

	describe.each(SUPPORTED_LOCALES)("%s", (locale) => {
		const quotes = load(locale);

		it("has the same number of quotes as English, each with a text and an author and nothing else", () => {
			expect(quotes).toHaveLength(english.length);
			for (const quote of quotes) {
				expect(Object.keys(quote).sort()).toEqual(["author", "text"]);
				expect(quote.text.trim(), JSON.stringify(quote)).not.toBe("");
				expect(quote.author.trim(), JSON.stringify(quote)).not.toBe("");
				expect(quote.text).toBe(quote.text.trim());
			}
		});

		it("has no quote twice", () => {
			const texts = quotes.map((quote) => quote.text);
			expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
		});

		it("lists the same quotes in the same order as English (the same authors at the same places)", () => {
			expect(authorGroups(quotes)).toEqual(authorGroups(english));
		});
	});
});
