import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { allowNetworkFailures, changesSaved, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { hydrated } from "./support/journeys.ts";
import { addTaskByApi, message, openMatrix, titlesIn } from "./support/matrix.ts";
import { workerControls } from "./support/offline.ts";

// Issue 16, item 3, beyond tasks (ADR 0034): view options, boards and settings changed with no network are shown at
// once, still shown after a reload made while the server cannot be reached, and reach the server once each after.

const session = setupBrowser({ serviceWorkers: "allow" });

const unsent = (page: Page, count: number) =>
	page
		.getByRole("status")
		.getByText(message(count === 1 ? en.changeQueue.unsent_one : en.changeQueue.unsent_other, { count }));

/** Cuts the JSON API off while pages still load: the page shows the server's data without the changes. */
async function cutApi(page: Page) {
	await page.route("**/api/v1/**", (route) => route.abort("internetdisconnected"));
}

async function getJson<T>(page: Page, path: string): Promise<T> {
	const response = await page.request.get(`/api/v1${path}`);
	expect(response.status()).toBe(200);
	return (await response.json()) as T;
}

const boardNames = async (page: Page) =>
	(await getJson<{ boards: { name: string }[] }>(page, "/boards")).boards.map(({ name }) => name);

const renameButton = (page: Page, name: string) =>
	page.getByRole("button", { name: message(en.boards.renameBoard, { name }) });

async function openProfile(page: Page) {
	await page.goto("/profile");
	await hydrated(page.getByRole("button", { name: en.settings.save }));
}

describe("changes other than tasks made while the server cannot be reached", () => {
	it("keeps a view option on this device, shows it after a reload, and sends it once the API answers", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "not-urgent-important", "Read a novel", { status: "done" });
		await addTaskByApi(page, "not-urgent-important", "Plan the garden");
		await openMatrix(page);
		allowNetworkFailures(page);
		await cutApi(page);

		await page.getByRole("button", { name: en.matrix.viewOptions }).click();
		await page.getByRole("menuitemcheckbox", { name: en.viewOptions.hideCompleted }).click();
		await page.keyboard.press("Escape");
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Plan the garden"]);
		await expect.poll(() => unsent(page, 1).isVisible(), { timeout: 15_000 }).toBe(true);

		// The page's data has the option off; the device still has the change.
		await page.reload();
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Plan the garden"]);
		await expect.poll(() => unsent(page, 1).isVisible()).toBe(true);
		expect((await getJson<{ hideCompleted: boolean }>(page, "/view-options")).hideCompleted).toBe(false);

		await page.unrouteAll();
		await page.reload();
		await expect
			.poll(async () => (await getJson<{ hideCompleted: boolean }>(page, "/view-options")).hideCompleted)
			.toBe(true);
		await changesSaved(page);
		await expect.poll(() => unsent(page, 1).count()).toBe(0);
		const other = await session.newPage({ storageState: await page.context().storageState() });
		await openMatrix(other);
		expect(await titlesIn(other, "not-urgent-important")).toEqual(["Plan the garden"]);
	});

	it("keeps a setting saved while the API fails and a board created and renamed offline, and sends them in order once back", async () => {
		const page = await session.proPage("offline-profile");
		await openProfile(page);
		allowNetworkFailures(page);

		// The browser thinks it is online, but the API does not answer: once the retries fail, the save is kept.
		await cutApi(page);
		const reminders = page.getByRole("checkbox", { name: en.settings.notificationsEnabled });
		await reminders.uncheck();
		await page.getByRole("button", { name: en.settings.save }).click();
		await expect
			.poll(() => page.getByRole("status").filter({ hasText: en.offlineChanges.kept }).count(), { timeout: 15_000 })
			.toBe(1);

		// One online visit is what working offline asks: the dialogs' code then comes from the worker's copies.
		await workerControls(page);
		await page.context().setOffline(true);
		// What only the server can answer says so, instead of failing.
		await expect
			.poll(() => page.getByText(en.offlineChanges.needsConnection, { exact: true }).first().isVisible())
			.toBe(true);
		await page.getByRole("button", { name: en.boards.newBoard }).click();
		const created = page.getByRole("dialog", { name: en.boards.newBoardTitle });
		await created.getByLabel(en.boards.name).fill("Garden");
		await created.getByRole("button", { name: en.boards.create }).click();
		await expect.poll(() => renameButton(page, "Garden").isVisible()).toBe(true);
		await renameButton(page, "Garden").click();
		const renamed = page.getByRole("dialog", { name: en.boards.renameTitle });
		await renamed.getByLabel(en.boards.name).fill("Allotment");
		await renamed.getByRole("button", { name: en.common.save }).click();
		await expect.poll(() => renameButton(page, "Allotment").isVisible()).toBe(true);
		await expect.poll(() => unsent(page, 3).isVisible()).toBe(true);
		await expectNoAxeViolations(page);

		// A reload while the API cannot be reached: the page's data lacks all three, the device has them.
		await page.context().setOffline(false);
		await page.reload();
		await hydrated(page.getByRole("button", { name: en.settings.save }));
		await expect.poll(() => renameButton(page, "Allotment").isVisible()).toBe(true);
		await expect.poll(() => reminders.isChecked()).toBe(false);
		expect(await boardNames(page)).toEqual([en.boards.defaultName]);
		expect((await getJson<{ notificationsEnabled: boolean }>(page, "/settings")).notificationsEnabled).toBe(true);

		await page.unrouteAll();
		await page.reload();
		await expect.poll(() => boardNames(page)).toEqual([en.boards.defaultName, "Allotment"]);
		await expect
			.poll(async () => (await getJson<{ notificationsEnabled: boolean }>(page, "/settings")).notificationsEnabled)
			.toBe(false);
		await changesSaved(page);
		const other = await session.newPage({ storageState: await page.context().storageState() });
		await openProfile(other);
		expect(await renameButton(other, "Allotment").isVisible()).toBe(true);
		expect(await renameButton(other, "Garden").count()).toBe(0);
		expect(await other.getByRole("checkbox", { name: en.settings.notificationsEnabled }).isChecked()).toBe(false);
	});
});
