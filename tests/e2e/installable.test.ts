import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { languageTag, SUPPORTED_LOCALES } from "#core/constants.ts";
import { setupBrowser } from "./support/browser.ts";
import { BROWSER_USER_AGENT, MESSAGES, prefixed } from "./support/catalogs.ts";
import { CHROMIUM_ARGS } from "./support/chromium-args.ts";
import { signInAnonymously } from "./support/journeys.ts";

const session = setupBrowser({ serviceWorkers: "allow" });

type ManifestIcon = { src: string; sizes: string; type: string; purpose: string };

/** What Chromium itself says stands between this page and "Install Quadrant" (none, when it can offer it). */
async function installabilityErrors(page: Page) {
	const cdp = await page.context().newCDPSession(page);
	const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
	const { errors } = await cdp.send("Page.getAppManifest");
	await cdp.detach();
	return [...installabilityErrors.map(({ errorId }) => errorId), ...errors.map(({ message }) => message)];
}

const workerControlsPage = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** Width and height from a PNG's header (the IHDR chunk). */
function pngSize(bytes: Buffer) {
	return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The English manifest, and the title bar colours of the light and dark themes in the page's head. */
async function checkManifestAndThemeColors(page: Page) {
	const manifest = await (await page.request.get("/manifest.webmanifest")).json();
	expect(manifest).toMatchObject({
		name: "Quadrant",
		short_name: "Quadrant",
		lang: "en",
		start_url: "/matrix",
		display: "standalone",
	});
	// The title bar and splash follow the page's light and dark canvas.
	const themeColors = await page
		.locator('meta[name="theme-color"]')
		.evaluateAll((metas) => metas.map((meta) => `${meta.getAttribute("media")} ${meta.getAttribute("content")}`));
	expect(themeColors).toEqual([
		`(prefers-color-scheme: light) ${manifest.theme_color}`,
		"(prefers-color-scheme: dark) #121212",
	]);
}

describe("an installable app", () => {
	it("meets Chromium's install criteria on the matrix: a parsed manifest, and the worker controls the page", async () => {
		// Chromium offers no install in an incognito profile, which every other test's context is: this one gets a
		// profile of its own on disk.
		const profile = await mkdtemp(join(tmpdir(), "quadrant-install-"));
		const context = await chromium.launchPersistentContext(profile, {
			executablePath: "/usr/bin/chromium",
			headless: true,
			args: CHROMIUM_ARGS,
			baseURL: inject("baseUrl"),
			userAgent: BROWSER_USER_AGENT,
		});
		try {
			const page = context.pages()[0] ?? (await context.newPage());
			await signInAnonymously(page);
			await expect.poll(() => workerControlsPage(page), { timeout: 10_000 }).toMatch(/\/sw\.js$/);
			expect(await installabilityErrors(page)).toEqual([]);
			await checkManifestAndThemeColors(page);
		} finally {
			await context.close();
			await rm(profile, { recursive: true, force: true });
		}
	});

	it("names and starts the app in the page's language, with one identity across languages", async () => {
		const page = await session.newPage();
		const ids = new Set<string>();
		for (const locale of SUPPORTED_LOCALES) {
			await page.goto(prefixed(locale, "/"));
			const href = await page.locator('link[rel="manifest"]').getAttribute("href");
			expect(href).toBe(prefixed(locale, "/manifest.webmanifest"));
			const answer = await page.request.get(href ?? "");
			expect(answer.headers()["content-type"]).toBe("application/manifest+json");
			const manifest = await answer.json();
			expect(manifest.lang).toBe(languageTag(locale));
			expect(manifest.description).toBe(MESSAGES[locale].app.tagline);
			expect(manifest.start_url).toBe(prefixed(locale, "/matrix"));
			ids.add(manifest.id);
		}
		expect([...ids]).toEqual(["/matrix"]);
	});

	it("ships icons of the sizes it names, a maskable one among them", async () => {
		const page = await session.newPage();
		const manifest = await (await page.request.get("/ja/manifest.webmanifest")).json();
		const icons: ManifestIcon[] = manifest.icons;
		expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
		for (const icon of icons) {
			const answer = await page.request.get(icon.src);
			expect(answer.status(), icon.src).toBe(200);
			expect(answer.headers()["content-type"], icon.src).toContain(icon.type);
			if (icon.type === "image/png") expect(pngSize(await answer.body()), icon.src).toBe(icon.sizes);
		}
	});
});
