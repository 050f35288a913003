import { AxeBuilder } from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import { setupBrowser } from "./support/browser.ts";

const session = setupBrowser();

describe("the API reference", () => {
	it("renders the published contract at /api/docs from our own origin, within the site's CSP", async () => {
		const page = await session.newPage();
		const requested: string[] = [];
		page.on("request", (request) => requested.push(request.url()));
		await page.goto("/api/docs");
		// Swagger UI has read the document: its title, a tag of operations and an operation's path are on screen.
		await expect.poll(() => page.getByRole("heading", { name: /Quadrant API/ }).count()).toBeGreaterThan(0);
		await page
			.getByRole("button", { name: /\/api\/v1\/tasks\/\{id\}\/move/ })
			.first()
			.waitFor();
		const origin = new URL(session.baseUrl).origin;
		const elsewhere = requested.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin);
		expect(elsewhere).toEqual([]);
		expect(requested.some((url) => url.endsWith("/api/v1/openapi.json"))).toBe(true);
		// Console errors and CSP violations fail the test in setupBrowser's afterEach. Axe checks the page less the rules
		// that only Swagger UI's own markup breaks (an operation's summary is a button holding buttons, its headings skip a
		// level, its grey version badges and method labels, its server picker has no label, its title block sits outside
		// the <main> it makes of the operations): to report upstream, not to patch here.
		const results = await new AxeBuilder({ page })
			.disableRules(["nested-interactive", "heading-order", "color-contrast", "select-name", "region"])
			.analyze();
		expect(results.violations.map((violation) => violation.id)).toEqual([]);
	});

	it("is the only page that loads the renderer", async () => {
		const page = await session.anonymousPage();
		const requested: string[] = [];
		page.on("request", (request) => requested.push(new URL(request.url()).pathname));
		await page.reload();
		await page.waitForLoadState("networkidle");
		expect(requested.filter((path) => path.startsWith("/api/docs"))).toEqual([]);
		// Nor does the service worker keep it for offline use: it is no asset of the app's build.
		const worker = await (await page.request.get("/sw.js")).text();
		expect(worker).not.toContain("swagger");
	});
});
