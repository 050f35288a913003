import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import type { Locale } from "#core/constants.ts";
import { INDEXABLE_PAGES } from "#server/public-pages.ts";
import { freePort } from "#tests/setup/free-port.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Every page a visitor reaches without an account: the indexed ones and the sign-in page. */
const PUBLIC_PATHS = [...INDEXABLE_PAGES, "/login"];

export type PublicPageScores = {
	page: string;
	performance: number;
	accessibility: number;
	bestPractices: number;
	seo: number;
	fcpMs: number;
	lcpMs: number;
	tbtMs: number;
	cls: number;
	/** The audits that cost a point, by category, when any did. */
	failed: string;
};

const localized = (locale: Locale, path: string) =>
	locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

/**
 * Lighthouse's mobile run (its defaults: a Moto G Power's screen, simulated slow 4G, a 4× slower CPU) of every
 * public page in each language given, all four categories, as a first-time visitor (no cookie), in Debian's
 * Chromium. One run a page: the pages are static and small, and twenty of them take minutes already. `only` keeps
 * the localized paths given (e.g. "/login", "/ja/login"), each as many times as it is given.
 */
export async function measurePublicPages(
	baseUrl: string,
	locales: Locale[],
	only: string[] = [],
): Promise<PublicPageScores[]> {
	const port = await freePort();
	const profile = await mkdtemp(join(tmpdir(), "quadrant-lighthouse-public-"));
	const browser = await chromium.launchPersistentContext(profile, {
		executablePath: "/usr/bin/chromium",
		headless: true,
		args: ["--no-sandbox", `--remote-debugging-port=${port}`],
	});
	try {
		const rows: PublicPageScores[] = [];
		const pages = locales.flatMap((locale) => PUBLIC_PATHS.map((path) => localized(locale, path)));
		for (const page of only.length > 0 ? only.filter((path) => pages.includes(path)) : pages) {
			const { categories, audits, runtimeError } = await lighthouseOf(`${baseUrl}${page}`, port);
			const score = (category: (typeof CATEGORIES)[number]) => Math.round((categories[category]?.score ?? 0) * 100);
			const failed = CATEGORIES.flatMap((category) =>
				(categories[category]?.auditRefs ?? [])
					.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
					.map((ref) => `${category}:${ref.id}`),
			);
			rows.push({
				page,
				performance: score("performance"),
				accessibility: score("accessibility"),
				bestPractices: score("best-practices"),
				seo: score("seo"),
				fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
				lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
				tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
				cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
				failed: [runtimeError?.code, ...failed].filter(Boolean).join(" "),
			});
		}
		return rows;
	} finally {
		await browser.close();
		await rm(profile, { recursive: true, force: true });
	}
}

/**
 * One run of Lighthouse; a run that could not measure the page (no score: on a loaded machine Chromium sometimes
 * reports no paint) is made again, twice at most, and its error kept if it still fails.
 */
async function lighthouseOf(url: string, port: number) {
	for (let attempt = 1; ; attempt++) {
		const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
		if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
		if (result.lhr.categories.performance?.score != null || attempt === 3) return result.lhr;
	}
}
