import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseChangelog } from "#core/changelog/parse-changelog.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { MESSAGES, prefixed } from "./support/catalogs.ts";

const session = setupBrowser();
const changelogOf = (path: string) => parseChangelog(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));

describe("the changelog", () => {
	it.each([
		["en", "CHANGELOG.md"],
		["ja", "locales/ja/CHANGELOG.md"],
	] as const)("shows every release of the changelog file in %s, newest first, with its feed", async (locale, file) => {
		const releases = changelogOf(file);
		const page = await session.newPage();
		await page.goto(prefixed(locale, "/changelog"));
		const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
		expect(headings).toEqual(releases.map((release) => release.version));
		const newest = page.getByRole("region", { name: releases[0]?.version });
		for (const item of releases[0]?.sections.flatMap((section) => section.items) ?? []) {
			expect(await newest.getByText(item, { exact: true }).count(), item).toBe(1);
		}
		expect(await newest.textContent()).toContain(MESSAGES[locale].changelogPage.kinds.Added);
		const feed = page.locator('link[rel="alternate"][type="application/atom+xml"]');
		expect(await feed.getAttribute("href")).toBe(prefixed(locale, "/changelog.atom"));
		await expectNoAxeViolations(page);
	});

	it("offers an Atom feed per language whose entries are the releases", async () => {
		const releases = changelogOf("locales/fr/CHANGELOG.md");
		const response = await fetch(`${session.baseUrl}/fr/changelog.atom`);
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toContain("application/atom+xml");
		const page = await session.newPage();
		const feed = await page.evaluate(
			(xml) => {
				const document = new DOMParser().parseFromString(xml, "application/xml");
				const atom = "http://www.w3.org/2005/Atom";
				const text = (element: Element | Document, name: string) =>
					element.getElementsByTagNameNS(atom, name)[0]?.textContent ?? "";
				return {
					error: document.getElementsByTagName("parsererror").length,
					language: document.documentElement.getAttribute("xml:lang"),
					title: text(document, "title"),
					entries: [...document.getElementsByTagNameNS(atom, "entry")].map((entry) => ({
						title: text(entry, "title"),
						updated: text(entry, "updated"),
						content: text(entry, "content"),
					})),
				};
			},
			await response.text(),
		);
		expect(feed.error).toBe(0);
		expect(feed.language).toBe("fr");
		expect(feed.title).toBe(MESSAGES.fr.changelogPage.feedTitle);
		expect(feed.entries.map((entry) => entry.title)).toEqual(releases.map((release) => `Quadrant ${release.version}`));
		expect(feed.entries.map((entry) => entry.updated)).toEqual(releases.map((release) => `${release.date}T00:00:00Z`));
		expect(feed.entries[0]?.content).toContain(releases[0]?.sections[0]?.items[0] ?? "?");
		// /en/ is not an address of its own, and an unknown language has no feed.
		expect((await fetch(`${session.baseUrl}/en/changelog.atom`, { redirect: "manual" })).status).toBe(301);
		expect((await fetch(`${session.baseUrl}/xx/changelog.atom`)).status).toBe(404);
	});
});
