import { describe, expect, it } from "vitest";
import { setupBrowser } from "./support/browser.ts";
import { hydrated } from "./support/journeys.ts";

const session = setupBrowser();

/** The head's order decides what a slow connection fetches first: the one stylesheet the first paint waits for. */
async function headOrder(path: string, { guest = false } = {}) {
	// A guest: a visitor with a session would be sent on from the sign-in page to the matrix.
	const page = guest ? await session.newPage() : await session.anonymousPage();
	const response = await page.request.get(path);
	expect(response.status()).toBe(200);
	const head = (await response.text()).split("</head>")[0] ?? "";
	return {
		stylesheet: head.search(/<link[^>]+rel="stylesheet"/),
		firstModulePreload: head.search(/<link[^>]+rel="modulepreload"/),
	};
}

describe("critical path", () => {
	it("/matrix asks for its stylesheet before any script", async () => {
		const { stylesheet, firstModulePreload } = await headOrder("/matrix");
		expect(stylesheet).toBeGreaterThan(0);
		expect(firstModulePreload).toBeGreaterThan(0);
		expect(stylesheet).toBeLessThan(firstModulePreload);
	});

	// ADR 0030: a slow connection paints the sign-in form from its HTML and its stylesheet alone, then hydrates.
	it.each(["/login", "/ja/login"])("%s paints before it asks for any script, then hydrates", async (path) => {
		const { stylesheet, firstModulePreload } = await headOrder(path, { guest: true });
		expect(stylesheet).toBeGreaterThan(0);
		expect(firstModulePreload).toBe(-1);
		const page = await session.newPage();
		await page.goto(path);
		await hydrated(page.locator("main"));
		const { firstPaint, scripts } = await page.evaluate(() => ({
			firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
			scripts: performance
				.getEntriesByType("resource")
				.filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
				.map((entry) => ({ url: entry.name, start: entry.startTime })),
		}));
		expect(firstPaint).toBeGreaterThan(0);
		expect(scripts.length).toBeGreaterThan(0);
		for (const script of scripts) expect(script.start, script.url).toBeGreaterThan(firstPaint ?? Infinity);
	});
});
