import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { allowNetworkFailures, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { message, openMatrix, quickAdd, titlesIn } from "./support/matrix.ts";

const session = setupBrowser({ serviceWorkers: "allow" });

/** Requests of one attempt to send: the API client's first and its three quick retries. */
const REQUESTS_PER_ATTEMPT = 4;

const unsentOne = (page: Page) => page.getByRole("status").getByText(message(en.changeQueue.unsent_one, { count: 1 }));

const syncTags = (page: Page) =>
	page.evaluate(async () => {
		const registration = (await navigator.serviceWorker.getRegistration()) as
			| (ServiceWorkerRegistration & { sync?: { getTags: () => Promise<string[]> } })
			| undefined;
		return (await registration?.sync?.getTags()) ?? [];
	});

/** Fires the worker's `sync` event as Chromium does when the network is back (DevTools protocol). */
async function dispatchSync(page: Page, tag: string) {
	const cdp = await page.context().newCDPSession(page);
	const registrationId = new Promise<string>((resolve) =>
		cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
			const live = registrations.find((registration) => !registration.isDeleted);
			if (live) resolve(live.registrationId);
		}),
	);
	await cdp.send("ServiceWorker.enable");
	const origin = new URL(page.url()).origin;
	await cdp.send("ServiceWorker.dispatchSyncEvent", {
		origin,
		registrationId: await registrationId,
		tag,
		lastChance: false,
	});
}

describe("Background Sync", () => {
	it("is asked for when a change is kept with the browser offline", async () => {
		const page = await session.anonymousPage();
		await openMatrix(page);
		await page.evaluate(async () => void (await navigator.serviceWorker.ready));
		allowNetworkFailures(page);
		await page.context().setOffline(true);
		await quickAdd(page, "urgent-important", "Buy a stamp");
		await expect.poll(() => unsentOne(page).isVisible()).toBe(true);
		await expect.poll(() => syncTags(page)).toEqual(["quadrant-changes"]);

		await page.context().setOffline(false);
		await expect.poll(() => unsentOne(page).count()).toBe(0);
	});

	it("has the open page send its kept changes when the worker's sync event comes", async () => {
		const page = await session.anonymousPage();
		await openMatrix(page);
		await page.evaluate(async () => void (await navigator.serviceWorker.ready));
		allowNetworkFailures(page);
		let failed = 0;
		await page.route("**/api/v1/tasks", (route) => {
			failed++;
			return route.abort("internetdisconnected");
		});

		await quickAdd(page, "urgent-important", "Post the letter");
		await expect.poll(() => unsentOne(page).isVisible()).toBe(true);
		// Three attempts failed (at once, 2 s and 5 s later): the queue's own next try is 10 s away.
		await expect.poll(() => failed, { timeout: 20_000 }).toBeGreaterThanOrEqual(3 * REQUESTS_PER_ATTEMPT);
		await page.unrouteAll();

		await dispatchSync(page, "quadrant-changes");
		await expect.poll(() => unsentOne(page).count(), { timeout: 5_000 }).toBe(0);
		const response = await page.request.get("/api/v1/tasks");
		const { tasks } = (await response.json()) as { tasks: { title: string }[] };
		expect(tasks.map(({ title }) => title)).toContain("Post the letter");
		expect(await titlesIn(page, "urgent-important")).toContain("Post the letter");
	});
});
