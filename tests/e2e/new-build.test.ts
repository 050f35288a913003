import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_VERSION_HEADER, NEW_BUILD_RELOAD_WINDOW_MS } from "#core/constants.ts";
import { freePort } from "#tests/setup/free-port.ts";
import { type ServerProcess, startServer } from "#tests/setup/server-process.ts";
import { allowNetworkFailures, allowRefusal, changesSaved, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { arrivedAt, hydrated, pathOf } from "./support/journeys.ts";
import { card, openMatrix, quickAdd, titlesIn } from "./support/matrix.ts";
import { buildRebuiltApp, type RebuiltApp } from "./support/rebuilt-app.ts";

const session = setupBrowser();
const ASSETS = fileURLToPath(new URL("../../build/client/assets/", import.meta.url));

// One instance of its own, restarted on the same port and data directory to serve this checkout's build or the next
// deploy's (a copy of the app with a changed client, built when this file starts), as a deploy restarts an instance.
describe("a new build", () => {
	let next: RebuiltApp;
	let dataDir: string;
	let port: number;
	let server: ServerProcess | undefined;

	beforeAll(async () => {
		[next, dataDir, port] = await Promise.all([
			buildRebuiltApp(),
			mkdtemp(join(tmpdir(), "quadrant-new-build-")),
			freePort(),
		]);
	});
	afterAll(async () => {
		await server?.stop();
		await next?.remove();
		await rm(dataDir, { recursive: true, force: true });
	});

	/** Restarts the instance on the build in `root` (this checkout's by default). */
	const deploy = async (root?: string) => {
		if (server) expect(await server.stop()).toBe(0);
		server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" }, port, { dataDir, root });
	};
	const servedBuild = async () => {
		const response = await fetch(`${server?.baseUrl}/api/v1/me`);
		return response.headers.get(BUILD_VERSION_HEADER);
	};
	const pageBuild = (page: Page) =>
		page.evaluate(() => window.__reactRouterManifest?.version).catch(() => "navigating");
	/** Marks the document, so that a reload (which drops the mark) can be told from no reload. */
	const markDocument = (page: Page) =>
		page.evaluate(() => {
			Object.assign(window, { beforeTheDeploy: true });
		});
	const isSameDocument = (page: Page) => page.evaluate(() => "beforeTheDeploy" in window);
	/** The worker's caches of a version (ADR 0033), in order: not the marker of the last user, which outlives versions. */
	const cacheNames = (page: Page) =>
		page
			.evaluate(async () => (await caches.keys()).filter((name) => !name.startsWith("quadrant-signed-in-")).sort())
			.catch(() => []);
	/**
	 * The tab reloads into the new build by itself (its stream names it); the browser then finds the new worker, which
	 * takes over and leaves only its own copies.
	 */
	const tookOver = async (page: Page, nextBuild: string | null) => {
		await expect.poll(() => pageBuild(page), { timeout: 30_000 }).toBe(nextBuild);
		await expect
			.poll(() => cacheNames(page), { timeout: 30_000 })
			.toEqual([`quadrant-${nextBuild}-assets`, expect.stringMatching(`^quadrant-${nextBuild}-user-`)]);
	};
	const documentLoads = (page: Page) => {
		const loads: number[] = [];
		page.on("request", (request) => {
			if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(Date.now());
		});
		return loads;
	};
	const taskAdded = (page: Page) =>
		page.waitForResponse((response) => response.url().endsWith("/api/v1/tasks") && response.status() === 201);
	/**
	 * A tab on /matrix of this checkout's build. Unless `withStream`, its live stream is held back, so that what tells
	 * it of the new build is the answer a test chooses (the stream would tell it as soon as it reconnects).
	 */
	const openMatrixOnThisBuild = async ({ withStream = false, withWorker = true } = {}) => {
		await deploy();
		const page = await session.anonymousPage({
			baseURL: server?.baseUrl,
			serviceWorkers: withWorker ? "allow" : "block",
		});
		// While the instance restarts, a request of the open page may find no server.
		allowNetworkFailures(page);
		if (!withStream) await page.route("**/api/v1/events*", (route) => route.abort());
		await openMatrix(page);
		return page;
	};

	it("reloads an open tab into the new build within 10 s of learning of it, after the change it sent is answered", async () => {
		const page = await openMatrixOnThisBuild();
		const firstBuild = await pageBuild(page);
		await deploy(next.root);
		const nextBuild = await servedBuild();
		expect(nextBuild).toMatch(/\S/);
		expect(nextBuild).not.toBe(firstBuild);
		await markDocument(page);
		const loads = documentLoads(page);

		// The answer to the person's next change names the new build.
		const added = taskAdded(page);
		await quickAdd(page, "urgent-important", "Written during the deploy");
		await added;
		const learnedAt = Date.now();

		await expect.poll(() => pageBuild(page)).toBe(nextBuild);
		expect(loads).toHaveLength(1);
		const reloadedAfter = (loads[0] ?? Number.NaN) - learnedAt;
		console.info(`reloaded ${reloadedAfter} ms after the answer that named the new build`);
		expect(reloadedAfter).toBeGreaterThanOrEqual(0);
		expect(reloadedAfter).toBeLessThanOrEqual(NEW_BUILD_RELOAD_WINDOW_MS);
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		expect(await titlesIn(page, "urgent-important")).toEqual(["Written during the deploy"]);
	});

	it("reloads an idle tab into the new build within 10 s of its live stream telling it, with no action of the person", async () => {
		const page = await openMatrixOnThisBuild({ withStream: true });
		await quickAdd(page, "urgent-important", "Kept across the deploy");
		await changesSaved(page);
		await markDocument(page);
		const loads = documentLoads(page);
		// The stream's first answer from the new instance: its build event comes first.
		const reconnected = page.waitForResponse(
			(response) => new URL(response.url()).pathname === "/api/v1/events" && response.status() === 200,
			{ timeout: 30_000 },
		);
		await deploy(next.root);
		const nextBuild = await servedBuild();
		await reconnected;
		const learnedAt = Date.now();

		await expect.poll(() => pageBuild(page), { timeout: 30_000 }).toBe(nextBuild);
		expect(loads).toHaveLength(1);
		const reloadedAfter = (loads[0] ?? Number.NaN) - learnedAt;
		console.info(`reloaded ${reloadedAfter} ms after the stream reconnected to the new build`);
		expect(reloadedAfter).toBeLessThanOrEqual(NEW_BUILD_RELOAD_WINDOW_MS);
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		expect(await titlesIn(page, "urgent-important")).toEqual(["Kept across the deploy"]);
	});

	it("does not reload while the editor holds typed text; reloads once the edit is saved, and keeps it", async () => {
		const page = await openMatrixOnThisBuild();
		// This tab draws the end of the window for its reload, so that the editor is surely open at that moment.
		await page.addInitScript(() => {
			Math.random = () => 0.999;
		});
		// The page's clock, to let the whole reload window pass without waiting it out.
		await page.clock.install();
		await page.reload();
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		await quickAdd(page, "urgent-important", "Call the plumber");
		await changesSaved(page);
		const titleButton = card(page, "urgent-important", "Call the plumber").getByRole("button", {
			name: "Call the plumber",
			exact: true,
		});
		const editor = page.getByRole("dialog", { name: en.editor.editTitle });
		// Opened once before the deploy, as a person would have: its code is loaded (the next deploy changes it).
		await titleButton.click();
		await editor.getByRole("button", { name: en.common.cancel }).click();
		await expect.poll(() => editor.isVisible()).toBe(false);

		await deploy(next.root);
		const nextBuild = await servedBuild();
		await markDocument(page);
		const added = taskAdded(page);
		await quickAdd(page, "not-urgent-important", "Learn of the deploy");
		await added;
		await titleButton.click();
		await editor.getByLabel(en.editor.title).fill("Call the plumber before noon");

		// The whole reload window, and a second more, passes on the page's clock: nothing happens.
		await page.clock.runFor(NEW_BUILD_RELOAD_WINDOW_MS + 1000);
		expect(await isSameDocument(page)).toBe(true);
		expect(await editor.getByLabel(en.editor.title).inputValue()).toBe("Call the plumber before noon");

		await editor.getByRole("button", { name: en.common.save }).click();
		await expect.poll(() => pageBuild(page)).toBe(nextBuild);
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		expect(await titlesIn(page, "urgent-important")).toEqual(["Call the plumber before noon"]);
	});

	it("reloads once into the new build when a code chunk is gone after a deploy, instead of an error page", async () => {
		// A browser without the worker: with it, the chunks of the build a tab runs stay in its cache (ADR 0033).
		const page = await openMatrixOnThisBuild({ withWorker: false });
		await quickAdd(page, "urgent-important", "Water the plants");
		await changesSaved(page);
		const editorChunk = (await readdir(ASSETS)).find((name) => /^task-editor-dialog-.*\.js$/.test(name));
		allowRefusal(page, `/assets/${editorChunk}`, 404);
		await deploy(next.root);
		const nextBuild = await servedBuild();
		await markDocument(page);
		const loads = documentLoads(page);
		const errorPages: string[] = [];
		await page.exposeFunction("reportErrorPage", (text: string) => errorPages.push(text));
		await page.evaluate((errorText) => {
			new MutationObserver(() => {
				// What is shown: the body's textContent also holds the page's data scripts, and so the whole catalog with this
				// very message, which made any change to the page (a "Reconnecting…" during the deploy) count as an error page.
				// biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point here.
				if (document.body.innerText.includes(errorText)) void Reflect.get(window, "reportErrorPage")(errorText);
			}).observe(document.body, { childList: true, subtree: true, characterData: true });
		}, en.errors.internalServerError);

		// The editor's code of the build this tab runs is gone.
		await card(page, "urgent-important", "Water the plants")
			.getByRole("button", { name: "Water the plants", exact: true })
			.click();
		await expect.poll(() => pageBuild(page)).toBe(nextBuild);
		expect(loads).toHaveLength(1);
		expect(errorPages).toEqual([]);

		// The new build's editor opens.
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		await card(page, "urgent-important", "Water the plants")
			.getByRole("button", { name: "Water the plants", exact: true })
			.click();
		await expect.poll(() => page.getByRole("dialog", { name: en.editor.editTitle }).isVisible()).toBe(true);
		expect(loads).toHaveLength(1);
	});

	it("replaces the worker's copies with the new build's, which still open the app offline", async () => {
		const page = await openMatrixOnThisBuild({ withStream: true });
		const firstBuild = await pageBuild(page);
		await quickAdd(page, "urgent-important", "Kept for the train");
		await changesSaved(page);
		await expect.poll(() => cacheNames(page), { timeout: 20_000 }).toContain(`quadrant-${firstBuild}-assets`);
		await deploy(next.root);
		const nextBuild = await servedBuild();
		await tookOver(page, nextBuild);

		await page.context().setOffline(true);
		await page.goto("/sticky");
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		expect(await pageBuild(page)).toBe(nextBuild);
		expect(await page.locator("main").getByText("Kept for the train", { exact: true }).count()).toBeGreaterThan(0);
	});

	it("lets the new build's worker take over while the tab keeps hearing of changes", async () => {
		const page = await openMatrixOnThisBuild({ withStream: true });
		// What the tab tells its worker on every change its live stream brings (app/lib/app-worker.ts), here every 300 ms
		// from the start of each document, so that the changes never pause: the worker refreshes its copies only once
		// they do.
		await page.addInitScript(() => {
			setInterval(() => {
				void navigator.serviceWorker?.ready.then((registration) =>
					registration.active?.postMessage({ type: "changed" }),
				);
			}, 300);
		});
		await page.reload();
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		const firstBuild = await pageBuild(page);
		await expect.poll(() => cacheNames(page), { timeout: 20_000 }).toContain(`quadrant-${firstBuild}-assets`);

		await deploy(next.root);
		// The old worker does not hold the new one back: it leaves its refresh to it as soon as the new one is waiting.
		await tookOver(page, await servedBuild());
	});

	it("reloads into the new build on the next navigation, when the page's data comes from it", async () => {
		const page = await openMatrixOnThisBuild();
		const nav = page.getByRole("navigation", { name: en.nav.main });
		// The sticky wall visited once before the deploy: its code is loaded, so going back asks only for its data.
		await nav.getByRole("link", { name: en.nav.sticky }).click();
		await arrivedAt(page, "/sticky");
		await nav.getByRole("link", { name: en.nav.matrix }).click();
		await arrivedAt(page, "/matrix");
		await deploy(next.root);
		const nextBuild = await servedBuild();
		await markDocument(page);
		const loads = documentLoads(page);

		const dataAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === "/sticky.data");
		await nav.getByRole("link", { name: en.nav.sticky }).click();
		await dataAnswered;
		const learnedAt = Date.now();
		await expect.poll(() => pageBuild(page)).toBe(nextBuild);
		expect(loads).toHaveLength(1);
		expect((loads[0] ?? Number.NaN) - learnedAt).toBeLessThanOrEqual(NEW_BUILD_RELOAD_WINDOW_MS);
		expect(pathOf(page)).toBe("/sticky");
	});
});
