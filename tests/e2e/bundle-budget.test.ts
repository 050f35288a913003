import { stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { brotliCompressSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { INDEXABLE_PAGES } from "#server/public-pages.ts";
import { setupBrowser } from "./support/browser.ts";
import { prefixed } from "./support/catalogs.ts";

const MATRIX_JS_BUDGET_BYTES = 150 * 1024;
const PUBLIC_PAGE_JS_BUDGET_BYTES = 20 * 1024;
const ASSETS = fileURLToPath(new URL("../../build/client/assets/", import.meta.url));

const session = setupBrowser();

/**
 * The brotli bytes of the /assets/*.js the page loaded (their .br files), and the total with its inline scripts
 * (React Router's hand-over of the loader data on a hydrated page, the static pages' whole script).
 */
async function compressedJavaScript(page: Page) {
	await page.waitForLoadState("networkidle");
	const { assets, inline } = await page.evaluate(() => ({
		assets: performance
			.getEntriesByType("resource")
			.map((entry) => new URL(entry.name).pathname)
			.filter((path) => path.startsWith("/assets/") && path.endsWith(".js")),
		// JSON-LD and other data blocks are no JavaScript.
		inline: [...document.scripts]
			.filter((script) => !script.src && ["", "module", "text/javascript"].includes(script.type))
			.map((script) => script.text),
	}));
	const assetSizes = await Promise.all(
		[...new Set(assets)].map(async (path) => (await stat(`${ASSETS}${path.slice("/assets/".length)}.br`)).size),
	);
	const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);
	const assetBytes = sum(assetSizes);
	const inlineBytes = sum(inline.map((text) => brotliCompressSync(text).length));
	return { assets: assets.length, inline: inline.length, assetBytes, total: assetBytes + inlineBytes };
}

describe("bundle budget", () => {
	it.each(["/matrix", "/sticky"])("%s ships at most 150 KB of compressed JavaScript", async (path) => {
		const page = await session.anonymousPage();
		await page.goto(path);
		const { assets, assetBytes } = await compressedJavaScript(page);
		expect(assets).toBeGreaterThan(0);
		console.info(`${path} loads ${assets} scripts, ${(assetBytes / 1024).toFixed(1)} KB brotli`);
		expect(assetBytes).toBeLessThanOrEqual(MATRIX_JS_BUDGET_BYTES);
	});

	it.each(["en", "ja"] as const)(
		"every public page in %s ships at most 20 KB of compressed JavaScript",
		async (locale) => {
			const page = await session.newPage();
			const totals: Record<string, number> = {};
			const figures: string[] = [];
			for (const path of INDEXABLE_PAGES.map((page) => prefixed(locale, page))) {
				await page.goto(path);
				const { assets, inline, total } = await compressedJavaScript(page);
				totals[path] = total;
				figures.push(`${path}: ${assets} scripts + ${inline} inline, ${(total / 1024).toFixed(1)} KB brotli`);
			}
			console.info(figures.join("\n"));
			for (const [path, total] of Object.entries(totals))
				expect(total, path).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET_BYTES);
		},
	);
});
