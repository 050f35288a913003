import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { allowNetworkFailures, changesSaved, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { hydrated } from "./support/journeys.ts";
import { addTaskByApi, card, openMatrix, quickAdd } from "./support/matrix.ts";
import { workerReady } from "./support/offline.ts";

const session = setupBrowser({ serviceWorkers: "allow" });

/** The loads of the page's document from now on (a reload is one). */
const documentLoads = (page: Page) => {
	const loads: string[] = [];
	page.on("request", (request) => {
		if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
	});
	return loads;
};

describe("a part of the page that has not loaded when the network goes", () => {
	it("says it will load once back online instead of an error page, then loads it when the network is back", async () => {
		// A first visit before the worker has made its copies: without it, the code loaded on demand comes from the network.
		const page = await session.anonymousPage({ serviceWorkers: "block" });
		allowNetworkFailures(page);
		await quickAdd(page, "urgent-important", "Book the train");
		await changesSaved(page);
		const loads = documentLoads(page);

		await page.context().setOffline(true);
		// The editor's code has not been needed yet.
		await card(page, "urgent-important", "Book the train")
			.getByRole("button", { name: "Book the train", exact: true })
			.click();
		await expect
			.poll(() => page.getByRole("status").filter({ hasText: en.newBuild.waitingForNetwork }).count())
			.toBe(1);
		// biome-ignore lint/performance/useDomNodeTextContent: what is shown is the point, not the page's data scripts.
		expect(await page.evaluate(() => document.body.innerText)).not.toContain(en.errors.internalServerError);
		expect(loads).toEqual([]);

		await page.context().setOffline(false);
		await expect.poll(() => loads.length, { timeout: 15_000 }).toBe(1);
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		await card(page, "urgent-important", "Book the train")
			.getByRole("button", { name: "Book the train", exact: true })
			.click();
		await expect.poll(() => page.getByRole("dialog", { name: en.editor.editTitle }).isVisible()).toBe(true);
	});

	it("says the same when the worker is in charge but lacks the part, instead of taking its own answer for the server's", async () => {
		const page = await session.anonymousPage();
		allowNetworkFailures(page);
		await workerReady(page);
		await openMatrix(page);
		// The worker keeps every part of the build; storage the browser reclaimed leaves it with only what has loaded.
		const evicted = await page.evaluate(async () => {
			const loaded = new Set(performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
			let count = 0;
			for (const name of await caches.keys()) {
				const cache = await caches.open(name);
				for (const request of await cache.keys()) {
					const path = new URL(request.url).pathname;
					if (path.startsWith("/assets/") && path.endsWith(".js") && !loaded.has(path) && (await cache.delete(request)))
						count++;
				}
			}
			return count;
		});
		expect(evicted).toBeGreaterThan(0);
		// The worker filled the browser's HTTP cache as it fetched them, which would answer for them offline too.
		await (await page.context().newCDPSession(page)).send("Network.clearBrowserCache");

		await page.context().setOffline(true);
		// The keyboard shortcuts' dialog, which nothing loads ahead.
		await page.getByRole("button", { name: en.matrix.shortcuts }).focus();
		await page.keyboard.press("?");
		await expect
			.poll(() => page.getByRole("status").filter({ hasText: en.newBuild.waitingForNetwork }).count())
			.toBe(1);
		// biome-ignore lint/performance/useDomNodeTextContent: what is shown is the point, not the page's data scripts.
		expect(await page.evaluate(() => document.body.innerText)).not.toContain(en.errors.internalServerError);

		await page.context().setOffline(false);
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
	});

	it("shows the same for a menu opened from the keyboard, and axe finds nothing wrong with it", async () => {
		const page = await session.anonymousPage({ serviceWorkers: "block" });
		allowNetworkFailures(page);
		await page.context().setOffline(true);
		// The keyboard shortcuts' dialog, by its own shortcut.
		await page.getByRole("button", { name: en.matrix.shortcuts }).focus();
		await page.keyboard.press("?");
		await page.getByRole("status").filter({ hasText: en.newBuild.waitingForNetwork }).waitFor();
		await expectNoAxeViolations(page);
	});

	it("connects to the live changes once back online when their code could not load with the page", async () => {
		// A first visit: a worker with its copies would answer for the code itself, out of the route's reach.
		const page = await session.anonymousPage({ serviceWorkers: "block" });
		allowNetworkFailures(page);
		// The page is shown again while its live connection's code cannot be fetched (routes also bypass the cache).
		const liveCode = "**/assets/live-sync-connection-*.js";
		await page.route(liveCode, (route) => route.abort("internetdisconnected"));
		const liveCodeFailed = page.waitForEvent("requestfailed", (request) =>
			request.url().includes("/assets/live-sync-connection-"),
		);
		await page.reload();
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		await liveCodeFailed;

		await page.context().setOffline(true);
		await page.unroute(liveCode);
		await page.context().setOffline(false);
		// A change made elsewhere (another device) shows up without a reload.
		const loads = documentLoads(page);
		await addTaskByApi(page, "not-urgent-important", "Call the landlord");
		await card(page, "not-urgent-important", "Call the landlord").waitFor();
		expect(loads).toEqual([]);
	});
});
