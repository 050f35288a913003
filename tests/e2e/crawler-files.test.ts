import { describe, expect, it } from "vitest";
import { languageTag, SUPPORTED_LOCALES } from "#core/constants.ts";
import { INDEXABLE_PAGES } from "#server/public-pages.ts";
import { setupBrowser } from "./support/browser.ts";
import { BROWSER_USER_AGENT, prefixed } from "./support/catalogs.ts";

const PRIVATE = ["/matrix", "/sticky", "/profile", "/billing/upgrade"];

const session = setupBrowser();

async function text(path: string) {
	const response = await fetch(`${session.baseUrl}${path}`, { headers: { "user-agent": BROWSER_USER_AGENT } });
	expect(response.status, path).toBe(200);
	return { body: await response.text(), type: response.headers.get("content-type") };
}

/** robots.txt's verdict for a path, as RFC 9309 reads it: the longest matching rule wins, Allow on a tie. */
function isAllowed(robots: string, path: string): boolean {
	const rules = robots
		.split("\n")
		.map((line) => /^(Allow|Disallow):\s*(\S*)/.exec(line))
		.filter((match) => match !== null)
		.map((match) => ({ allow: match[1] === "Allow", prefix: match[2] ?? "" }))
		.filter((rule) => rule.prefix !== "" && path.startsWith(rule.prefix))
		.sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
	return rules[0]?.allow ?? true;
}

describe("what crawlers read", () => {
	it("sitemap.xml parses as XML and lists every public page in every language, with its alternates", async () => {
		const { body, type } = await text("/sitemap.xml");
		expect(type).toContain("xml");
		const page = await session.newPage();
		const parsed = await page.evaluate((xml) => {
			const document = new DOMParser().parseFromString(xml, "application/xml");
			const namespace = "http://www.sitemaps.org/schemas/sitemap/0.9";
			return {
				error: document.getElementsByTagName("parsererror").length,
				urls: [...document.getElementsByTagNameNS(namespace, "url")].map((url) => ({
					loc: url.getElementsByTagNameNS(namespace, "loc")[0]?.textContent ?? "",
					alternates: [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map(
						(link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
					),
				})),
			};
		}, body);
		expect(parsed.error).toBe(0);
		const expected = INDEXABLE_PAGES.flatMap((path) =>
			SUPPORTED_LOCALES.map((locale) => `${session.baseUrl}${prefixed(locale, path)}`),
		);
		expect(parsed.urls.map((url) => url.loc).sort()).toEqual(expected.sort());
		expect(parsed.urls).toHaveLength(SUPPORTED_LOCALES.length * INDEXABLE_PAGES.length);
		const frenchPricing = parsed.urls.find((url) => url.loc === `${session.baseUrl}/fr/pricing`);
		expect(frenchPricing?.alternates).toEqual([
			...SUPPORTED_LOCALES.map((locale) => `${languageTag(locale)} ${session.baseUrl}${prefixed(locale, "/pricing")}`),
			`x-default ${session.baseUrl}/pricing`,
		]);
		for (const { loc } of parsed.urls) {
			const response = await fetch(loc, { headers: { "user-agent": BROWSER_USER_AGENT }, redirect: "manual" });
			expect(response.status, loc).toBe(200);
		}
	});

	it("robots.txt keeps crawlers out of the app and the API in every language, and points to the sitemap", async () => {
		const { body, type } = await text("/robots.txt");
		expect(type).toContain("text/plain");
		expect(body).toContain("User-agent: *");
		expect(body).toContain(`Sitemap: ${session.baseUrl}/sitemap.xml`);
		for (const locale of SUPPORTED_LOCALES) {
			for (const path of PRIVATE) expect(isAllowed(body, prefixed(locale, path)), prefixed(locale, path)).toBe(false);
			for (const path of INDEXABLE_PAGES)
				expect(isAllowed(body, prefixed(locale, path)), prefixed(locale, path)).toBe(true);
		}
		expect(isAllowed(body, "/api/v1/tasks")).toBe(false);
	});

	it("llms.txt introduces the product and links every public page and language", async () => {
		const { body } = await text("/llms.txt");
		expect(body.startsWith("# Quadrant\n\n> ")).toBe(true);
		for (const path of INDEXABLE_PAGES.slice(1)) expect(body).toContain(`(${session.baseUrl}${path})`);
		for (const locale of SUPPORTED_LOCALES.filter((locale) => locale !== "en")) {
			expect(body).toContain(`(${session.baseUrl}/${locale})`);
		}
	});
});
