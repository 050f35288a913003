import type { Page } from "playwright-core";
import { SLOW_PHONE, throttle } from "#tests/e2e/support/slow-phone.ts";
import { median, signedInContext, withChromium } from "./browser.ts";

const RUNS = 5;

/**
 * Records, inside the page, when every control on it (button, field, link) has been hydrated by React: from then on
 * each answers as it was written to. Controls found live stay live, so each frame looks only past the last one seen.
 */
const RECORD_WORKING = `(() => {
	let checked = 0;
	const isLive = (node) => Object.keys(node).some((key) => key.startsWith("__reactProps"));
	const check = () => {
		if (document.readyState !== "loading") {
			const controls = document.body.querySelectorAll("button, input, select, textarea, a[href]");
			while (checked < controls.length && isLive(controls[checked])) checked++;
			if (controls.length > 0 && checked === controls.length) {
				window.__workingAt = performance.now();
				return;
			}
		}
		requestAnimationFrame(check);
	};
	requestAnimationFrame(check);
})();`;

type Timing = { paint: number; working: number };

/** Visits `url` and answers when it first painted and when all its controls worked, after navigation start. */
async function visit(page: Page, url: string): Promise<Timing> {
	await page.goto(url);
	await page.waitForFunction(() => "__workingAt" in window, undefined, { timeout: 60_000 });
	return page.evaluate(() => ({
		paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
		working: (window as unknown as { __workingAt: number }).__workingAt,
	}));
}

const medians = (timings: Timing[]) => ({
	firstContentfulPaintMs: Math.round(median(timings.map((timing) => timing.paint))),
	workingMs: Math.round(median(timings.map((timing) => timing.working))),
	deadTimeMs: Math.round(median(timings.map((timing) => timing.working - timing.paint))),
});

/**
 * Issue 44's "dead time": on a slow phone (4× CPU slowdown, slow 4G, Lighthouse's mobile viewport), the time from
 * the first contentful paint until every control on the page is hydrated, median of fresh contexts. Each visits the
 * page twice: first with an empty cache (`firstVisit`), then as a person coming back does, its scripts cached
 * (`returning`). `cookie` signs the visits in; none for a public page.
 */
export async function measureDeadTime(baseUrl: string, path: string, cookie = "") {
	return withChromium(async (browser) => {
		const firstVisits: Timing[] = [];
		const returns: Timing[] = [];
		for (let run = 0; run < RUNS; run++) {
			const context = await signedInContext(browser, { baseUrl, cookie, options: SLOW_PHONE });
			await context.addInitScript(RECORD_WORKING);
			const page = await context.newPage();
			await throttle(page);
			firstVisits.push(await visit(page, `${baseUrl}${path}`));
			returns.push(await visit(page, `${baseUrl}${path}`));
			await context.close();
		}
		return { firstVisit: medians(firstVisits), returning: medians(returns) };
	});
}
