import { describe, expect, it } from "vitest";
import { AUTHOR_TEXTS } from "#app/content/author/index.ts";
import type { InstanceFacts } from "#app/content/legal/document.ts";
import { PRIVACY_TEXTS } from "#app/content/privacy/index.ts";
import { DESCRIBED_TABLES } from "#app/content/privacy/tables.ts";
import { SECURITY_TEXTS } from "#app/content/security/index.ts";
import { TERMS_TEXTS } from "#app/content/terms/index.ts";
import { type Locale, SUPPORTED_LOCALES } from "#core/constants.ts";
import { setupBrowser } from "./support/browser.ts";
import { MESSAGES, prefixed } from "./support/catalogs.ts";

// The e2e server sets no OPERATOR_*: the pages speak of "the operator" and point to security.txt (the configured
// case is tests/integration/operator-pages.test.ts). It offers Google sign-in. Section headings do not depend on the facts.
const UNCONFIGURED: InstanceFacts = {
	operator: {},
	authRateLimitPerMinute: 10,
	changeLogRetentionDays: 30,
	anonymousUserRetentionDays: 30,
	isGoogleEnabled: true,
};

const PAGES = [
	["/security", "security", (locale: Locale) => SECURITY_TEXTS[locale](UNCONFIGURED).sections],
	["/privacy", "privacy", (locale: Locale) => PRIVACY_TEXTS[locale](UNCONFIGURED).after],
	["/terms", "terms", (locale: Locale) => TERMS_TEXTS[locale](UNCONFIGURED).sections],
	["/author", "author", (locale: Locale) => AUTHOR_TEXTS[locale](UNCONFIGURED).sections],
] as const;

const session = setupBrowser();

describe("security, privacy, terms and author pages", () => {
	// Axe checks these pages in every language in public-pages.test.ts.
	it.each(SUPPORTED_LOCALES)("show their content, not a placeholder (%s)", async (locale) => {
		const page = await session.newPage();
		for (const [path, key, sections] of PAGES) {
			await page.goto(prefixed(locale, path));
			await expect
				.poll(() => page.getByRole("heading", { level: 1 }).textContent())
				.toBe(MESSAGES[locale].pages[key].title);
			const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
			for (const section of sections(locale)) expect(headings, path).toContain(section.heading);
		}
	});

	it("security says how to report a vulnerability, honestly when no contact is configured, and links security.txt", async () => {
		const page = await session.newPage();
		await page.goto("/security");
		const report = page.getByRole("heading", { level: 2, name: "Reporting a vulnerability" });
		await expect.poll(() => report.isVisible()).toBe(true);
		// Without OPERATOR_EMAIL there is no address to give: the page says so rather than send people round in a circle.
		expect(await page.locator("main").textContent()).toContain("has not published a security contact yet");
		const link = page.getByRole("link", { name: "security.txt", exact: true });
		expect(await link.getAttribute("href")).toBe("/.well-known/security.txt");
		const securityTxt = await fetch(`${session.baseUrl}/.well-known/security.txt`);
		expect(securityTxt.status).toBe(200);
		expect(await securityTxt.text()).toContain(`Policy: ${session.baseUrl}/security`);
	});

	it("privacy lists every table of the database and each cookie and storage key", async () => {
		const page = await session.newPage();
		await page.goto("/ja/privacy");
		const tables = await page.locator("dd code").allTextContents();
		expect(tables.toSorted()).toEqual([...DESCRIBED_TABLES].sort());
		const main = (await page.locator("main").textContent()) ?? "";
		for (const key of ["quadrant.session_token", "locale", "quadrant-theme", "quadrant-board", "quadrant-wall"]) {
			expect(main).toContain(key);
		}
	});

	it("terms and author name no one when no operator is configured, and link in the page's language", async () => {
		const page = await session.newPage();
		await page.goto("/ja/terms");
		const main = (await page.locator("main").textContent()) ?? "";
		expect(main).toContain("この Quadrant サービスの運営者");
		expect(main).not.toContain("準拠法");
		expect(await page.getByRole("link", { name: "料金ページ" }).getAttribute("href")).toBe("/ja/pricing");
		await page.goto("/author");
		expect(await page.locator("main").textContent()).toContain(
			"The operator of this service has not published a name here.",
		);
	});
});
