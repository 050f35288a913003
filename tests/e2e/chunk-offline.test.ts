import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { allowNetworkFailures, changesSaved, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { hydrated } from "./support/journeys.ts";
import { card, quickAdd } from "./support/matrix.ts";

const session = setupBrowser();

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
});
