import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Locale } from "#core/constants.ts";
import { ACCOUNT_PASSWORD, allowNetworkFailures, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en, MESSAGES, prefixed } from "./support/catalogs.ts";
import { clearExamples } from "./support/examples.ts";
import { arrivedAt, hydrated, pathOf, signOut, signUp, uniqueEmail } from "./support/journeys.ts";
import { addTaskByApi, message, openMatrix, quickAdd, titlesIn } from "./support/matrix.ts";
import { copiesReady, workerReady } from "./support/offline.ts";

const session = setupBrowser({ serviceWorkers: "allow" });

const APP_PAGES = ["/matrix", "/sticky", "/profile"] as const;
const TASK_VIEWS = ["/matrix", "/sticky"];

/** Opens a page with the network cut, and waits until it answers to input. */
async function openOffline(page: Page, path: string) {
	await page.goto(path);
	await hydrated(page.locator("main"));
}

const shown = (page: Page, text: string) => page.locator("main").getByText(text, { exact: true });
const offlineNotice = (page: Page, locale: Locale) => page.getByText(MESSAGES[locale].offline.notice, { exact: true });

describe("the app offline", () => {
	it("opens the matrix, the sticky wall and the profile after one online visit, in each language visited, with the notice", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "urgent-important", "Pack the charger");
		await workerReady(page);
		await openMatrix(page);
		await page.goto("/fr/matrix");
		await hydrated(page.locator("main"));
		const taskViews = (["en", "fr"] as const).flatMap((locale) => TASK_VIEWS.map((path) => prefixed(locale, path)));
		await copiesReady(page, taskViews, "Pack the charger");
		await copiesReady(page, ["/profile", "/fr/profile"], "</html>");
		// A public page opened online once is there offline too.
		await page.goto("/pricing");

		await page.context().setOffline(true);
		allowNetworkFailures(page);
		// Added on the server meanwhile (another device): the pages show the tasks as last loaded, without it.
		await addTaskByApi(page, "urgent-important", "Added while away");
		for (const locale of ["en", "fr"] as const) {
			for (const path of APP_PAGES) {
				await openOffline(page, prefixed(locale, path));
				await expect.poll(() => offlineNotice(page, locale).isVisible()).toBe(true);
				if (path === "/profile") {
					expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
						MESSAGES[locale].pages.profile.title,
					);
				} else {
					expect(await shown(page, "Pack the charger").count()).toBeGreaterThan(0);
					expect(await shown(page, "Added while away").count()).toBe(0);
				}
			}
		}
		await openOffline(page, "/matrix");
		await expectNoAxeViolations(page);
		await page.goto("/pricing");
		expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(en.pages.pricing.title);

		// Back online, pages come from the server again: what was added meanwhile is there, and the notice is gone.
		await page.context().setOffline(false);
		await openMatrix(page);
		expect(await shown(page, "Added while away").count()).toBeGreaterThan(0);
		expect(await offlineNotice(page, "en").count()).toBe(0);
	});

	it("goes from the matrix to the sticky wall offline, by the page's own link", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "not-urgent-important", "Plan the trip");
		await workerReady(page);
		await openMatrix(page);
		await copiesReady(page, TASK_VIEWS, "Plan the trip");

		await page.context().setOffline(true);
		allowNetworkFailures(page);
		await expect.poll(() => offlineNotice(page, "en").isVisible()).toBe(true);
		await page.getByRole("navigation", { name: en.nav.main }).getByRole("link", { name: en.nav.sticky }).click();
		await arrivedAt(page, "/sticky");
		expect(await shown(page, "Plan the trip").count()).toBeGreaterThan(0);
		await expect.poll(() => offlineNotice(page, "en").isVisible()).toBe(true);
	});

	it("refreshes its copies when the tasks change, so that offline shows them as they were last, not as first loaded", async () => {
		const page = await session.anonymousPage();
		await workerReady(page);
		await openMatrix(page);
		await copiesReady(page, APP_PAGES.slice(), "</html>");
		// A change made after the pages were kept (here through the API, as the live stream reports any change).
		await addTaskByApi(page, "urgent-important", "Call the bank");
		await copiesReady(page, TASK_VIEWS, "Call the bank");

		await page.context().setOffline(true);
		allowNetworkFailures(page);
		for (const path of TASK_VIEWS) {
			await openOffline(page, path);
			expect(await shown(page, "Call the bank").count()).toBeGreaterThan(0);
		}
	});

	it("keeps tasks added, moved and completed with no network through a reload with no network, then sends them once back", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "urgent-important", "Renew the passport");
		await workerReady(page);
		await openMatrix(page);
		await copiesReady(page, TASK_VIEWS, "Renew the passport");
		const other = await session.newPage({ storageState: await page.context().storageState() });
		await openMatrix(other);

		await page.context().setOffline(true);
		allowNetworkFailures(page);
		await quickAdd(page, "not-urgent-important", "Book the dentist");
		// "1" sends the focused task to the first quadrant.
		await page.getByRole("article", { name: "Book the dentist" }).focus();
		await page.keyboard.press("1");
		const done = page.getByRole("checkbox", { name: message(en.matrix.markDone, { title: "Renew the passport" }) });
		await done.click();
		const unsent = page.getByRole("status").getByText(message(en.changeQueue.unsent_other, { count: 3 }));
		await expect.poll(() => unsent.isVisible()).toBe(true);

		// Still offline: the page comes from the worker's copy, the changes from this device's queue.
		await openOffline(page, "/matrix");
		await expect.poll(() => offlineNotice(page, "en").isVisible()).toBe(true);
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(["Renew the passport", "Book the dentist"]);
		expect(await done.isChecked()).toBe(true);
		await expect.poll(() => unsent.isVisible()).toBe(true);
		expect(await titlesIn(other, "urgent-important")).toEqual(["Renew the passport"]);

		// Online again: sent without a reload, in order, and the other device sees them live.
		await page.context().setOffline(false);
		await expect.poll(() => titlesIn(other, "urgent-important")).toEqual(["Renew the passport", "Book the dentist"]);
		await expect
			.poll(() =>
				other.getByRole("checkbox", { name: message(en.matrix.markDone, { title: "Renew the passport" }) }).isChecked(),
			)
			.toBe(true);
		await expect.poll(() => unsent.count()).toBe(0);
		const response = await page.request.get("/api/v1/tasks");
		const { tasks } = (await response.json()) as { tasks: { title: string; quadrant: string; status: string }[] };
		expect(tasks.map(({ title, quadrant, status }) => ({ title, quadrant, status }))).toEqual([
			{ title: "Renew the passport", quadrant: "urgent-important", status: "done" },
			{ title: "Book the dentist", quadrant: "urgent-important", status: "todo" },
		]);
	});

	it("leaves nothing of one account to the next in the same browser, offline or online, once signed out", async () => {
		const page = await session.newPage();
		const first = uniqueEmail("offline-first");
		await signUp(page, first, ACCOUNT_PASSWORD);
		await clearExamples(page);
		await addTaskByApi(page, "urgent-important", "Secret of the first");
		await workerReady(page);
		await openMatrix(page);
		await copiesReady(page, APP_PAGES.slice(), first);
		await copiesReady(page, TASK_VIEWS, "Secret of the first");
		// Offline, the first account's pages are there for it.
		await page.context().setOffline(true);
		allowNetworkFailures(page);
		await openOffline(page, "/sticky");
		expect(await shown(page, "Secret of the first").count()).toBeGreaterThan(0);
		await page.context().setOffline(false);
		await openMatrix(page);

		await signOut(page, first);
		// Signed out, offline: no page of the first account opens.
		await page.context().setOffline(true);
		for (const path of APP_PAGES) await expect(page.goto(path)).rejects.toThrow(/net::ERR_/);
		await page.context().setOffline(false);

		const second = uniqueEmail("offline-second");
		await signUp(page, second, ACCOUNT_PASSWORD);
		await clearExamples(page);
		await addTaskByApi(page, "urgent-important", "Errand of the second");
		await openMatrix(page);
		await copiesReady(page, APP_PAGES.slice(), second);
		await copiesReady(page, TASK_VIEWS, "Errand of the second");
		for (const isOffline of [false, true]) {
			await page.context().setOffline(isOffline);
			for (const path of APP_PAGES) {
				await openOffline(page, path);
				expect(pathOf(page)).toBe(path);
				expect(await shown(page, "Secret of the first").count()).toBe(0);
				if (path === "/profile") {
					expect(await shown(page, second).count()).toBe(1);
					expect(await shown(page, first).count()).toBe(0);
				} else {
					expect(await shown(page, "Errand of the second").count()).toBeGreaterThan(0);
				}
			}
		}
	});
});
