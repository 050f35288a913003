import { stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { setupBrowser } from "./support/browser.ts";

const MATRIX_JS_BUDGET_BYTES = 150 * 1024;
const ASSETS = fileURLToPath(new URL("../../build/client/assets/", import.meta.url));

const session = setupBrowser();

describe("bundle budget", () => {
	it.each(["/matrix", "/sticky"])("%s ships at most 150 KB of compressed JavaScript", async (path) => {
		const page = await session.anonymousPage();
		await page.goto(path);
		await page.waitForLoadState("networkidle");
		const scripts = await page.evaluate(() =>
			performance
				.getEntriesByType("resource")
				.map((entry) => new URL(entry.name).pathname)
				.filter((path) => path.startsWith("/assets/") && path.endsWith(".js")),
		);
		expect(scripts.length).toBeGreaterThan(0);
		const sizes = await Promise.all(
			[...new Set(scripts)].map(async (path) => (await stat(`${ASSETS}${path.slice("/assets/".length)}.br`)).size),
		);
		const total = sizes.reduce((sum, size) => sum + size, 0);
		console.info(`${path} loads ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB brotli`);
		expect(total).toBeLessThanOrEqual(MATRIX_JS_BUDGET_BYTES);
	});
});
