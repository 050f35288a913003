import { median, signedInContext, withChromium } from "./browser.ts";

const RUNS = 7;

// Records, inside the page, when React has hydrated the last task card: from then on every card answers input.
const RECORD_HYDRATION = `(() => {
	const check = () => {
		const cards = document.querySelectorAll("[data-task-id]");
		const last = cards[cards.length - 1];
		if (last && Object.keys(last).some((key) => key.startsWith("__reactProps"))) {
			window.__hydratedAt = performance.now();
			return;
		}
		requestAnimationFrame(check);
	};
	requestAnimationFrame(check);
})();`;

/**
 * Opens /matrix (with its 200 tasks), or another view of them such as /sticky, in Debian's Chromium several times
 * and reports the median time from the start of navigation until the first paint and until every card is interactive.
 */
export async function measureMatrixInBrowser(baseUrl: string, cookie: string, path = "/matrix") {
	return withChromium(async (browser) => {
		const options = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" };
		const context = await signedInContext(browser, { baseUrl, cookie, options });
		await context.addInitScript(RECORD_HYDRATION);
		const page = await context.newPage();
		const firstPaint: number[] = [];
		const interactive: number[] = [];
		for (let run = 0; run < RUNS; run++) {
			await page.goto(`${baseUrl}${path}`);
			await page.waitForFunction(() => "__hydratedAt" in window);
			const timing = await page.evaluate(() => ({
				paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
				hydrated: (window as unknown as { __hydratedAt: number }).__hydratedAt,
			}));
			firstPaint.push(timing.paint);
			interactive.push(timing.hydrated);
		}
		return { firstContentfulPaintMs: Math.round(median(firstPaint)), interactiveMs: Math.round(median(interactive)) };
	});
}
