import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { freezeClock, quoteCard } from "./support/daily-quote.ts";
import { hydrated, signInAnonymously, visit } from "./support/journeys.ts";
import { region } from "./support/matrix.ts";

const session = setupBrowser();

// Sums the page's layout shifts (as Core Web Vitals count them: none right after an input) from the start.
const RECORD_LAYOUT_SHIFTS = `(() => {
	window.__layoutShift = 0;
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
	}).observe({ type: "layout-shift", buffered: true });
})();`;

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

describe("the daily quote's place", () => {
	it.each([
		[1280, 800],
		[360, 740],
	])("appears and goes without moving the board, at %i × %i", async (width, height) => {
		const page = await session.newPage({ viewport: { width, height } });
		await page.addInitScript(RECORD_LAYOUT_SHIFTS);
		await freezeClock(page, new Date(2026, 10, 23, 9, 0, 0));
		await signInAnonymously(page);
		await visit(page, "/matrix");
		await hydrated(page.locator("main"));
		// On a phone, the board is the 2×2 grid of the quadrants' tiles.
		const board =
			width < 640 ? page.getByRole("navigation", { name: en.matrix.overview }) : region(page, "urgent-important");
		const before = await board.boundingBox();
		const shiftBefore = await layoutShift(page);

		await page.clock.runFor(2000);
		await expect.poll(() => quoteCard(page).isVisible()).toBe(true);
		expect(await board.boundingBox()).toEqual(before);

		await page.clock.runFor(20_000);
		await expect.poll(() => quoteCard(page).count()).toBe(0);
		expect(await board.boundingBox()).toEqual(before);
		// Only the countdown's own text changing width inside the card may count (of the order of 0.00001).
		expect((await layoutShift(page)) - shiftBefore).toBeLessThan(0.001);
	});
});
