import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Typography a native reader expects (issue 17): checked on every string of the catalogs and the daily quotes.
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function strings(value: Json, path = ""): Array<[string, string]> {
	if (typeof value === "string") return [[path, value]];
	if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
	if (value && typeof value === "object")
		return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
	return [];
}

/** Every string of a catalog or the quotes, or every prose line of the changelog (its headings are the format's). */
function load(locale: string, file: string): Array<[string, string]> {
	const text = readFileSync(new URL(`./${locale}/${file}`, import.meta.url), "utf8");
	if (file.endsWith(".json")) return strings(JSON.parse(text));
	return text
		.split("\n")
		.map((line, index): [string, string] => [`line ${index + 1}`, line])
		.filter(([, line]) => line !== "" && !line.startsWith("## [") && !line.startsWith("### "));
}

/** The running text of a message: placeholders, tags and addresses are not prose. */
const prose = (text: string) => text.replace(/\{\{[^}]*\}\}|<[^>]+>|https?:\/\/\S+/g, "{}");

const NO_BREAK = "[\u00a0\u202f]";
const CJK = "[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]";

describe.each(["translation.json", "quotes.json", "CHANGELOG.md"])("French %s", (file) => {
	const french = load("fr", file).map(([path, text]) => [path, prose(text)] as const);

	it("puts a no-break space before : ; ! ? and », and after «", () => {
		const wrong = french.filter(
			([, text]) =>
				new RegExp(`(?<!${NO_BREAK})[;!?»]|[^\\s\u00a0\u202f{][:]|«(?!${NO_BREAK})`).test(text) ||
				/ [:;!?»]|« /.test(text),
		);
		expect(wrong).toEqual([]);
	});

	it("uses the typographic apostrophe", () => {
		expect(french.filter(([, text]) => text.includes("'"))).toEqual([]);
	});
});

describe.each(["zh", "ja"])("%s", (locale) => {
	it.each(["translation.json", "quotes.json", "CHANGELOG.md"])(
		"writes full-width punctuation in the running text of its %s",
		(file) => {
			const halfWidthBesideCjk = new RegExp(`${CJK}\\s?[,:;!?()]|[,:;!?()]\\s?${CJK}`);
			const wrong = load(locale, file).filter(([, text]) => halfWidthBesideCjk.test(prose(text)));
			expect(wrong).toEqual([]);
		},
	);
});

describe("two sentences shown together", () => {
	it.each([
		["en", "A. B."],
		["fr", "A. B."],
		["zh", "A。B。"],
		["ja", "A。B。"],
	] as const)("are joined as %s joins them", async (locale, joined) => {
		const { translatorFor } = await import("./catalogs.server.ts");
		const [first, second] = locale === "zh" || locale === "ja" ? ["A。", "B。"] : ["A.", "B."];
		expect(translatorFor(locale)("common.twoSentences", { first, second })).toBe(joined);
	});
});

// The pages' own texts (app/content/<page>/<locale>.ts): server-rendered, not in the catalogs, held to the same rules.
const CONTENT_DIRECTORY = new URL("../app/content/", import.meta.url);
const contentPages = readdirSync(CONTENT_DIRECTORY, { withFileTypes: true })
	.filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/fr.ts`, CONTENT_DIRECTORY)))
	.map((entry) => entry.name);

const loadContent = async (page: string, locale: string): Promise<Array<[string, string]>> => {
	const module = (await import(new URL(`${page}/${locale}.ts`, CONTENT_DIRECTORY).href)) as { default: Json };
	return strings(module.default).map(([path, text]) => [`${page}${path}`, prose(text)]);
};

describe.each(contentPages)("the content of app/content/%s", (page) => {
	it("puts French no-break spaces and apostrophes where they belong", async () => {
		const wrong = (await loadContent(page, "fr")).filter(
			([, text]) =>
				new RegExp(`(?<!${NO_BREAK})[;!?»]|[^\\s\u00a0\u202f{][:]|«(?!${NO_BREAK})`).test(text) ||
				/ [:;!?»]|« /.test(text) ||
				text.includes("'"),
		);
		expect(wrong).toEqual([]);
	});

	it.each(["zh", "ja"])("writes full-width punctuation in %s", async (locale) => {
		const halfWidthBesideCjk = new RegExp(`${CJK}\\s?[,:;!?()]|[,:;!?()]\\s?${CJK}`);
		expect((await loadContent(page, locale)).filter(([, text]) => halfWidthBesideCjk.test(text))).toEqual([]);
	});

	it.each([
		["zh", /您/],
		["ko", /작업|당신|플랜/],
		["es", /\busted\b/i],
		["fr", /[Ff]ormule/],
	] as const)("keeps to the glossary in %s", async (locale, ruledOut) => {
		expect((await loadContent(page, locale)).filter(([, text]) => ruledOut.test(text))).toEqual([]);
	});
});
