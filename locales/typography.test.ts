import { describe, expect, it } from "vitest";
import type { Locale } from "#core/constants.ts";
import { CONTENT_PAGES, contentPage, contentPages, localeFile } from "./visible-texts.ts";

// Typography a native reader expects (issue 17): checked on every string of the catalogs, the daily quotes, the
// translated changelogs and the pages.
/** The running text of a message: placeholders, tags and addresses are not prose. */
const prose = (text: string) => text.replace(/\{\{[^}]*\}\}|<[^>]+>|https?:\/\/\S+/g, "{}");

const NO_BREAK = "[\u00a0\u202f]";
const CJK = "[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]";

describe.each(["translation.json", "quotes.json", "CHANGELOG.md"] as const)("French %s", (file) => {
	const french = localeFile("fr", file).map(([path, text]) => [path, prose(text)] as const);

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

describe.each(["zh", "ja"] as const)("%s", (locale) => {
	it.each(["translation.json", "quotes.json", "CHANGELOG.md"] as const)(
		"writes full-width punctuation in the running text of its %s",
		(file) => {
			const halfWidthBesideCjk = new RegExp(`${CJK}\\s?[,:;!?()]|[,:;!?()]\\s?${CJK}`);
			const wrong = localeFile(locale, file).filter(([, text]) => halfWidthBesideCjk.test(prose(text)));
			expect(wrong).toEqual([]);
		},
	);
});

// Japanese numbers, one rule everywhere (i18n review, ja): the native counter つ takes kanji numerals (四つの象限, 一つ以上,
// as the long-form pages write them), other numbers Arabic ones, set off from Japanese text by a half-width space as a
// Latin word is (7 日間, 2 段階認証). A book's title in 『』 is quoted as published (『7つの習慣』).
const JAPANESE = "[\u3040-\u30ff\u3400-\u9fff]";
const JAPANESE_NUMBERS = new RegExp(`\\d\\s?つ|\\d${JAPANESE}|${JAPANESE}\\d|${JAPANESE} [一二三四五六七八九]つ`);
const badJapaneseNumbers = (texts: Array<readonly [string, string]>) =>
	texts.filter(([, text]) =>
		// A placeholder that stands for a number is held to the same rule as the number.
		JAPANESE_NUMBERS.test(
			prose(text.replace(/\{\{(?:count|min|max|limit|position|day)\}\}/g, "0")).replace(/『[^』]*』/g, "『』"),
		),
	);

describe("Japanese numbers", () => {
	it.each(["translation.json", "quotes.json", "CHANGELOG.md"] as const)("keep one style in the %s", (file) => {
		expect(badJapaneseNumbers(localeFile("ja", file))).toEqual([]);
	});

	it("keep one style on the pages", async () => {
		expect(badJapaneseNumbers(await contentPages("ja"))).toEqual([]);
	});
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
const loadContent = async (page: string, locale: Locale): Promise<Array<[string, string]>> =>
	(await contentPage(page, locale)).map(([path, text]) => [path, prose(text)]);

describe.each(CONTENT_PAGES)("the content of app/content/%s", (page) => {
	it("is read whole, the legal pages written with sample facts", async () => {
		expect((await loadContent(page, "fr")).length).toBeGreaterThan(5);
	});

	it("puts French no-break spaces and apostrophes where they belong", async () => {
		const wrong = (await loadContent(page, "fr")).filter(
			([, text]) =>
				new RegExp(`(?<!${NO_BREAK})[;!?»]|[^\\s\u00a0\u202f{][:]|«(?!${NO_BREAK})`).test(text) ||
				/ [:;!?»]|« /.test(text) ||
				text.includes("'"),
		);
		expect(wrong).toEqual([]);
	});

	it.each(["zh", "ja"] as const)("writes full-width punctuation in %s", async (locale) => {
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
