import { describe, expect, it } from "vitest";
import { explainerContent } from "#app/content/eisenhower-matrix/index.ts";
import { formatPrice } from "#core/billing/plan-price.ts";
import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { MESSAGES, OG_LOCALE, prefixed } from "./support/catalogs.ts";
import { readHead } from "./support/page-head.ts";

// Issue 17: each public page has its content, and tells search engines and link previews what it is. The head of
// every public page in every language is read from the served HTML, as a crawler reads it, in
// tests/integration/public-page-meta.test.ts; here, what needs a browser: the sign-in page's scripts, links, axe.
const session = setupBrowser();

describe("public page content and meta", () => {
	it("the sign-in page, which loads the app's scripts, is described in every language too", async () => {
		const page = await session.newPage();
		for (const locale of SUPPORTED_LOCALES) {
			const url = `${session.baseUrl}${prefixed(locale, "/login")}`;
			await page.goto(url);
			const head = readHead(await page.content());
			const title = `${MESSAGES[locale].pages.login.title} · ${MESSAGES[locale].app.name}`;
			expect(head.title, locale).toBe(title);
			// This server offers Google sign-in (global-setup), and the description names it.
			expect(head.description, locale).toEqual([MESSAGES[locale].pages.login.descriptionWithGoogle]);
			expect(head.canonical, locale).toEqual([url]);
			expect(head.og["og:title"], locale).toEqual([title]);
			expect(head.og["og:locale"], locale).toEqual([OG_LOCALE[locale]]);
		}
	});

	it("serves the preview image the pages name: a 1200×630 PNG", async () => {
		const response = await fetch(`${session.baseUrl}/og-image.png`);
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toBe("image/png");
		const bytes = new DataView(await response.arrayBuffer());
		expect([bytes.getUint32(16), bytes.getUint32(20)]).toEqual([1200, 630]);
	});

	it.each(SUPPORTED_LOCALES)(
		"the explainer's table of contents leads to its sections, and its FAQ is the structured one (%s)",
		async (locale) => {
			const page = await session.newPage({ locale });
			await page.goto(prefixed(locale, "/eisenhower-matrix"));
			const toc = page.getByRole("navigation", { name: explainerContent(locale).tableOfContents });
			const targets = await toc.locator("a").evaluateAll((links) =>
				links.map((link) => {
					const id = (link.getAttribute("href") ?? "").replace(/^#/, "");
					const target = document.getElementById(id);
					return { id, heading: target?.tagName ?? null, text: link.textContent, targetText: target?.textContent };
				}),
			);
			expect(targets.length).toBeGreaterThanOrEqual(8);
			for (const target of targets) {
				expect(["H2", "H3"], target.id).toContain(target.heading);
				expect(target.targetText, target.id).toBe(target.text);
			}
			const { jsonLd } = readHead(await page.content());
			const faq = jsonLd[0] as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
			expect(faq.mainEntity.length).toBeGreaterThanOrEqual(4);
			expect(faq.mainEntity.length).toBeLessThanOrEqual(6);
			const questions = await page.locator("#faq ~ dl dt").allTextContents();
			expect(questions).toEqual(faq.mainEntity.map(({ name }) => name));
			const answers = await page.locator("#faq ~ dl dd").allTextContents();
			expect(answers).toEqual(faq.mainEntity.map(({ acceptedAnswer }) => acceptedAnswer.text));
			// Its sources, and a way in without an account.
			await expect.poll(() => page.locator("main").textContent()).toContain("1954");
			await expect.poll(() => page.locator("main").textContent()).toContain("1989");
			const start = page.locator(`main a[href="${prefixed(locale, "/login")}"]`);
			await expect.poll(() => start.count()).toBe(1);
			await expectNoAxeViolations(page);
		},
	);

	it.each(SUPPORTED_LOCALES)(
		"the landing page states the pricing page's prices and Free limit, and starts without an account (%s)",
		async (locale) => {
			const page = await session.newPage({ locale });
			await page.goto(prefixed(locale, "/landing"));
			const text = (await page.locator("main").textContent()) ?? "";
			expect(text).toContain(MESSAGES[locale].pricing.intro.replace("{{count}}", "10"));
			// No Stripe keys on the e2e server: the configured display prices, written as the pricing page writes them.
			expect(text).toContain(formatPrice({ currency: "usd", unitAmount: 300 }, locale));
			expect(text).toContain(formatPrice({ currency: "usd", unitAmount: 2400 }, locale));
			await expect.poll(() => page.locator(`main a[href="${prefixed(locale, "/login")}"]`).count()).toBe(1);
			await expectNoAxeViolations(page);
		},
	);
});
