import { median, signedInContext, withChromium } from "./browser.ts";

const RUNS = 3;
// Lighthouse's mobile profile (a Moto G Power): its viewport and a CPU four times slower than this machine's.
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
// Long enough for the daily quote, which comes 2 s after a full load, to have appeared.
const OBSERVE_MS = 4_500;

const RECORD_VITALS = `(() => {
	window.__vitals = { cls: 0, lcp: 0 };
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
	}).observe({ type: "layout-shift", buffered: true });
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
	}).observe({ type: "largest-contentful-paint", buffered: true });
})();`;

/**
 * Core Web Vitals of an app page as Lighthouse's mobile run would see them, without Lighthouse: cumulative layout
 * shift over the first 4.5 s (the daily quote included) and largest contentful paint, each a median of 3 fresh
 * visits in Debian's Chromium with a 4× CPU slowdown. Network is loopback (Lighthouse would simulate a slow 4G).
 */
export async function measureVitals(baseUrl: string, cookie: string, path = "/matrix") {
	return withChromium(async (browser) => {
		const cls: number[] = [];
		const lcp: number[] = [];
		for (let run = 0; run < RUNS; run++) {
			const context = await signedInContext(browser, { baseUrl, cookie, options: MOBILE });
			await context.addInitScript(RECORD_VITALS);
			const page = await context.newPage();
			const cdp = await context.newCDPSession(page);
			await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
			await page.goto(`${baseUrl}${path}`);
			await page.waitForTimeout(OBSERVE_MS);
			const vitals = await page.evaluate(
				() => (window as unknown as { __vitals: { cls: number; lcp: number } }).__vitals,
			);
			cls.push(vitals.cls);
			lcp.push(vitals.lcp);
			await context.close();
		}
		return { cumulativeLayoutShift: Number(median(cls).toFixed(3)), largestContentfulPaintMs: Math.round(median(lcp)) };
	});
}
