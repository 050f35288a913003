import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { QUOTE_ENABLED_STORAGE_KEY, QUOTE_LAST_SHOWN_STORAGE_KEY } from "#core/constants.ts";
import { freePort } from "#tests/setup/free-port.ts";
import { median } from "./browser.ts";

const RUNS = 3;

export type LighthouseFigures = {
	performanceScore: number;
	largestContentfulPaintMs: number;
	firstContentfulPaintMs: number;
	cumulativeLayoutShift: number;
	totalBlockingTimeMs: number;
	/** Each run's largest contentful paint, and what Lighthouse found it to be. */
	largestContentfulPaints: string;
};

/**
 * Lighthouse's mobile run (its defaults: a Moto G Power's screen, simulated slow 4G, a 4× slower CPU) of a signed-in
 * page in Debian's Chromium; medians of 3 runs. Each run is the day's first visit, when the daily quote comes 2 s
 * after start-up (specification); with `withoutQuote` it is switched off in the browser (as a user can in their
 * profile), to tell the page's own paint from the quote's.
 */
export async function measureLighthouse(
	baseUrl: string,
	cookie: string,
	{ path = "/matrix", withoutQuote = false }: { path?: string; withoutQuote?: boolean } = {},
): Promise<LighthouseFigures> {
	const port = await freePort();
	const profile = await mkdtemp(join(tmpdir(), "quadrant-lighthouse-"));
	// Lighthouse drives the browser's default context: a persistent one, so what is stored here stays.
	const browser = await chromium.launchPersistentContext(profile, {
		executablePath: "/usr/bin/chromium",
		headless: true,
		args: ["--no-sandbox", `--remote-debugging-port=${port}`],
	});
	try {
		const runs: LighthouseFigures[] = [];
		for (let run = 0; run < RUNS; run++) {
			// Each run is the day's first visit (the quote comes), or one with the quote switched off.
			const page = await browser.newPage();
			await page.goto(`${baseUrl}/favicon.svg`);
			await page.evaluate(
				({ enabledKey, lastShownKey, isEnabled }) => {
					localStorage.removeItem(lastShownKey);
					localStorage.setItem(enabledKey, String(isEnabled));
				},
				{ enabledKey: QUOTE_ENABLED_STORAGE_KEY, lastShownKey: QUOTE_LAST_SHOWN_STORAGE_KEY, isEnabled: !withoutQuote },
			);
			await page.close();
			const result = await lighthouse(
				`${baseUrl}${path}`,
				{
					port,
					output: "json",
					logLevel: "error",
					onlyCategories: ["performance"],
					// The session travels as a header; the storage set above stays (a reset would clear it).
					extraHeaders: { Cookie: cookie },
					disableStorageReset: true,
				},
				{
					extends: "lighthouse:default",
					// Lighthouse stops once the page is quiet, which can be before the quote's 2 s: wait for it, as a user would.
					settings: { pauseAfterLoadMs: withoutQuote ? 1_000 : 3_500 },
				},
			);
			if (!result) throw new Error("Lighthouse returned no result");
			const { categories, audits } = result.lhr;
			const breakdown = audits["lcp-breakdown-insight"]?.details as
				| { items?: { type?: string; nodeLabel?: string }[] }
				| undefined;
			const element = breakdown?.items?.find((item) => item.type === "node")?.nodeLabel ?? "";
			runs.push({
				performanceScore: Math.round((categories.performance?.score ?? 0) * 100),
				largestContentfulPaintMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
				firstContentfulPaintMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
				cumulativeLayoutShift: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
				totalBlockingTimeMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
				largestContentfulPaints: `${Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0)} ms: ${element.slice(0, 40)}`,
			});
		}
		const of = (pick: (figures: LighthouseFigures) => number) => median(runs.map(pick));
		return {
			performanceScore: of((figures) => figures.performanceScore),
			largestContentfulPaintMs: of((figures) => figures.largestContentfulPaintMs),
			firstContentfulPaintMs: of((figures) => figures.firstContentfulPaintMs),
			cumulativeLayoutShift: of((figures) => figures.cumulativeLayoutShift),
			totalBlockingTimeMs: of((figures) => figures.totalBlockingTimeMs),
			largestContentfulPaints: runs.map((figures) => figures.largestContentfulPaints).join(" | "),
		};
	} finally {
		await browser.close();
		await rm(profile, { recursive: true, force: true });
	}
}
