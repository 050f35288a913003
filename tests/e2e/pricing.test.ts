import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "#tests/setup/server-process.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { BROWSER_USER_AGENT, en, fr, MESSAGES } from "./support/catalogs.ts";
import { arrivedAt, fillCredentials, hydrated, mailedLink, pathOf, uniqueEmail } from "./support/journeys.ts";
import { message } from "./support/matrix.ts";

const session = setupBrowser();
const NBSP = "\u00a0";

const proCard = (page: Page) => page.getByRole("region", { name: en.billing.subscription.pro });

/** On the pricing page, one of Pro's upgrade links. */
async function upgradeFromPricing(page: Page, link: string) {
	await page.goto("/pricing");
	await proCard(page).getByRole("link", { name: link }).click();
}

// No Stripe keys on the e2e server: the prices are the configured display prices, US$3 a month or US$24 a year.
describe("the pricing page", () => {
	it("compares Free and Pro point by point with the prices, in the visitor's language", async () => {
		const page = await session.newPage();
		await page.goto("/pricing");
		const pro = proCard(page);
		expect(await pro.textContent()).toContain(`$3 ${en.pricing.perMonth}`);
		expect(await pro.textContent()).toContain(`$24 ${en.pricing.perYear}`);
		expect(await pro.textContent()).toContain(message(en.pricing.saving, { percent: 33 }));
		const free = page.getByRole("region", { name: en.billing.subscription.free });
		expect(await free.textContent()).toContain(`$0 ${en.pricing.forever}`);

		const table = page.getByRole("table", { name: en.pricing.compareCaption });
		const row = (name: string) => table.getByRole("row", { name: new RegExp(`^${name.replace(/[()“”]/g, ".")}`) });
		expect(await row(en.pricing.rows.boards).getByRole("cell").allTextContents()).toEqual([
			"1",
			en.pricing.rows.boardsPro,
		]);
		expect(await row(en.pricing.rows.tasksPerQuadrant).getByRole("cell").allTextContents()).toEqual([
			"10",
			en.pricing.rows.unlimited,
		]);
		for (const feature of [en.pricing.rows.showEverything, en.pricing.rows.deleteAll]) {
			expect(await row(feature).getByRole("cell").allTextContents()).toEqual([
				en.pricing.notIncluded,
				en.pricing.included,
			]);
		}
		await expectNoAxeViolations(page);

		await page.goto("/fr/pricing");
		const text = (await page.locator("main").textContent()) ?? "";
		expect(text).toContain(`3${NBSP}$US`);
		expect(text).toContain(`24${NBSP}$US`);
		expect(text).toContain(message(fr.pricing.saving, { percent: 33 }));
		expect(text).toContain(message(fr.pricing.intro, { count: 10 }));
	});

	it("is prerendered: answered from memory, each time with the request's own CSP nonce, and needs no app script", async () => {
		const fetchPage = () => fetch(`${session.baseUrl}/es/pricing`, { headers: { "user-agent": BROWSER_USER_AGENT } });
		const [first, second] = [await fetchPage(), await fetchPage()];
		const nonces = [];
		for (const response of [first, second]) {
			expect(response.status).toBe(200);
			expect(response.headers.get("x-prerendered")).toBe("1");
			const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
			const html = await response.text();
			const scriptNonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
			expect([...scriptNonces]).toEqual([nonce]);
			expect(html).toContain(MESSAGES.es.pricing.compareCaption);
			// Plain HTML (ADR 0026): no module of the app, preloaded or loaded.
			expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
			nonces.push(nonce);
		}
		expect(nonces[0]).not.toBe(nonces[1]);
		// The app pages are not: they depend on who asks.
		const login = await fetch(`${session.baseUrl}/login`, { headers: { "user-agent": BROWSER_USER_AGENT } });
		expect(login.headers.get("x-prerendered")).toBeNull();

		// A browser runs its one script (a CSP violation would fail this test) and its links work.
		const page = await session.newPage();
		await page.goto("/es/pricing");
		await page.getByRole("link", { name: MESSAGES.es.pricing.startFree }).click();
		await expect.poll(() => pathOf(page)).toBe("/es/login");
	});

	it("takes a signed-out visitor through sign-in to checkout for the interval chosen", async () => {
		const page = await session.newPage();
		await upgradeFromPricing(page, en.pricing.upgradeYearly);
		await arrivedAt(page, "/login");
		await page.getByRole("tab", { name: en.login.signUpTab }).click();
		const email = uniqueEmail("pricing");
		await fillCredentials(page, email, "correct horse battery staple");
		await page.getByRole("button", { name: en.login.signUp, exact: true }).click();
		// The mailed link signs the new account in and goes on to the checkout the visitor chose.
		await page.goto(await mailedLink(email, en.email.verifyEmail.subject, "/api/auth/verify-email"));
		await expect.poll(() => pathOf(page)).toBe("/billing/test-checkout");
		expect(new URL(page.url()).searchParams.get("interval")).toBe("year");
		await hydrated(page.locator("main"));
		expect(await page.locator("main").textContent()).toContain(en.billing.testCheckout.yearly);
	});

	it("sends a signed-in Free user straight to checkout, and a Pro user to their subscription", async () => {
		const page = await session.accountPage("pricing-in");
		await page.goto("/fr/pricing");
		await page.getByRole("link", { name: fr.pricing.upgradeMonthly }).click();
		await expect.poll(() => pathOf(page)).toBe("/fr/billing/test-checkout");
		expect(new URL(page.url()).searchParams.get("interval")).toBe("month");
		await hydrated(page.locator("main"));
		await page.getByRole("button", { name: fr.billing.testCheckout.subscribe }).click();
		await expect.poll(() => page.getByRole("heading", { name: fr.billing.success.welcome }).isVisible()).toBe(true);

		await upgradeFromPricing(page, en.pricing.upgradeYearly);
		await expect.poll(() => pathOf(page)).toBe("/profile");
	});

	it("asks an anonymous user for an account before checkout", async () => {
		const page = await session.anonymousPage();
		await upgradeFromPricing(page, en.pricing.upgradeMonthly);
		await arrivedAt(page, "/billing/upgrade");
		// This server offers Google sign-in (global-setup), so linking it is suggested.
		expect(await page.locator("main").textContent()).toContain(en.upgrade.accountRequiredWithGoogle);
		await expectNoAxeViolations(page);
		await page.getByRole("link", { name: en.upgrade.createAccountWithGoogle }).click();
		await expect.poll(() => pathOf(page)).toBe("/profile");
	});
});

describe("the pricing page of a server with its own display prices", () => {
	let server: ServerProcess;
	beforeAll(async () => {
		server = await startServer({
			DISPLAY_CURRENCY: "EUR",
			DISPLAY_PRICE_MONTHLY: "3.50",
			DISPLAY_PRICE_YEARLY: "35",
			FREE_TASKS_PER_QUADRANT: "25",
		});
	});
	afterAll(async () => {
		expect(await server.stop()).toBe(0);
	});

	it("states those prices and that limit, prerendered", async () => {
		const response = await fetch(`${server.baseUrl}/fr/pricing`, { headers: { "user-agent": BROWSER_USER_AGENT } });
		expect(response.headers.get("x-prerendered")).toBe("1");
		const html = await response.text();
		expect(html).toContain(`3,50${NBSP}€`);
		expect(html).toContain(`35${NBSP}€`);
		expect(html).toContain(`0${NBSP}€`);
		expect(html).toContain(message(fr.pricing.intro, { count: 25 }));
		expect(html).toContain(message(fr.pricing.saving, { percent: 16 }));
	});

	it("suggests no Google account on sign-in or in the terms, since this server has no Google sign-in", async () => {
		const response = await fetch(`${server.baseUrl}/login`, { headers: { "user-agent": BROWSER_USER_AGENT } });
		const html = await response.text();
		expect(html).toContain(en.login.anonymousHint);
		expect(html).toContain(en.pages.login.description);
		// The loader's flag is named in the hydration data; no text a person reads names Google.
		expect(html.replaceAll("isGoogleEnabled", "")).not.toContain("Google");
		const terms = await fetch(`${server.baseUrl}/terms`, { headers: { "user-agent": BROWSER_USER_AGENT } });
		expect((await terms.text()).replaceAll("isGoogleEnabled", "")).not.toContain("Google");
	});
});
