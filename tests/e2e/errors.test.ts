import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { BROWSER_USER_AGENT, MESSAGES } from "./support/catalogs.ts";

const session = setupBrowser();

describe("error pages", () => {
	it("answers an unknown path with 404, its message and a link home", async () => {
		const page = await session.newPage();
		const response = await page.goto("/no/such/page");
		expect(response?.status()).toBe(404);
		await expect
			.poll(() => page.getByRole("heading", { level: 1 }).textContent())
			.toBe("Page Not Found: /no/such/page");
		await page.getByRole("link", { name: MESSAGES.en.errors.backHome }).click();
		await expect.poll(() => new URL(page.url()).pathname).toBe("/");
		await page.goto("/no/such/page");
		await expectNoAxeViolations(page);
	});

	it("speaks the language of a prefixed path", async () => {
		const page = await session.newPage();
		const response = await page.goto("/fr/nulle-part");
		expect(response?.status()).toBe(404);
		expect(await page.getAttribute("html", "lang")).toBe("fr");
		const expected = MESSAGES.fr.errors.pageNotFoundAt.replace("{{path}}", "/fr/nulle-part");
		await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(expected);
	});

	it("treats an unknown language prefix as an unknown path", async () => {
		for (const path of ["/de/matrix", "/xx", "/de"]) {
			const response = await fetch(`${session.baseUrl}${path}`, { headers: { "user-agent": BROWSER_USER_AGENT } });
			expect(response.status, path).toBe(404);
			expect(await response.text(), path).toContain(`Page Not Found: ${path}`);
		}
	});

	it("sends English pages to their canonical path when /en is spelled out", async () => {
		const response = await fetch(`${session.baseUrl}/en/pricing`, {
			headers: { "user-agent": BROWSER_USER_AGENT },
			redirect: "manual",
		});
		expect(response.status).toBe(301);
		expect(response.headers.get("location")).toBe("/pricing");
	});

	it("gives crawlers a minimal plain body instead of the app page", async () => {
		const response = await fetch(`${session.baseUrl}/fr/nulle-part`, {
			headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
		});
		expect(response.status).toBe(404);
		expect(response.headers.get("content-type")).toContain("text/plain");
		// In the page's language: the French page's crawler reads French.
		expect(await response.text()).toBe(MESSAGES.fr.errors.pageNotFoundAt.replace("{{path}}", "/fr/nulle-part"));
		expect(MESSAGES.fr.errors.pageNotFoundAt).not.toBe(MESSAGES.en.errors.pageNotFoundAt);
	});

	it("keeps the generic error texts of the specification in every catalog", () => {
		for (const messages of Object.values(MESSAGES)) {
			for (const key of ["somethingWentWrong", "pleaseTryAgain", "notFound", "unauthorized", "forbidden"] as const) {
				expect(messages.errors[key].length).toBeGreaterThan(0);
			}
		}
		expect(MESSAGES.en.errors).toMatchObject({
			somethingWentWrong: "Something went wrong",
			pleaseTryAgain: "Please try again",
			notFound: "Not found",
			unauthorized: "Unauthorized",
			forbidden: "Forbidden",
			internalServerError: "Internal Server Error",
			pageNotFound: "Page Not Found",
		});
	});
});
