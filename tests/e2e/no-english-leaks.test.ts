import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { INDEXABLE_PAGES } from "#server/public-pages.ts";
import { setupBrowser } from "./support/browser.ts";
import { MESSAGES, prefixed } from "./support/catalogs.ts";

const session = setupBrowser();

// Every public page, the sign-in page, and the signed-in app's pages.
const PAGES = [...INDEXABLE_PAGES, "/login", "/matrix", "/sticky", "/profile"];

function entries(catalog: object, prefix = ""): Array<[string, string]> {
	return Object.entries(catalog).flatMap(([key, value]) =>
		typeof value === "string"
			? [[`${prefix}${key}`, value] as [string, string]]
			: entries(value as object, `${prefix}${key}.`),
	);
}

/** English sentences long enough to be prose, with their placeholders' surroundings as the part to look for. */
function englishProse(locale: (typeof SUPPORTED_LOCALES)[number]): Array<[string, string]> {
	const translated = new Map(entries(MESSAGES[locale]));
	return entries(MESSAGES.en)
		.flatMap(([key, text]) => text.split(/\{\{[^}]*\}\}|<[^>]+>/).map((part): [string, string] => [key, part.trim()]))
		.filter(([key, part]) => part.length >= 24 && !(translated.get(key) ?? "").includes(part));
}

// No English sentence of the catalogs shows on a page in another language: a missed translation, or text written in
// code instead of the catalog, would (issue 17).
describe("pages in other languages", () => {
	it.each(SUPPORTED_LOCALES.filter((locale) => locale !== "en"))("show no English sentence in %s", async (locale) => {
		const prose = englishProse(locale);
		const page = await session.anonymousPage();
		// The same search finds the English on the English sign-in page: it would find a leak.
		await page.goto("/login");
		// biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not scripts' or hidden text.
		const english = await page.locator("body").innerText();
		expect(prose.filter(([, part]) => english.includes(part)).length).toBeGreaterThan(0);
		const leaks: string[] = [];
		for (const path of PAGES) {
			await page.goto(prefixed(locale, path));
			// biome-ignore lint/performance/useDomNodeTextContent: as above, what is shown.
			const text = await page.locator("body").innerText();
			for (const [key, part] of prose) if (text.includes(part)) leaks.push(`${path}: ${key} “${part}”`);
		}
		expect(leaks).toEqual([]);
	});
});
