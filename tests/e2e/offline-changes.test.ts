import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
	allowNetworkFailures,
	allowRefusal,
	changesSaved,
	expectNoAxeViolations,
	setupBrowser,
} from "./support/browser.ts";
import { en, MESSAGES } from "./support/catalogs.ts";
import { addTaskByApi, card, message, openMatrix, quickAdd, titlesIn } from "./support/matrix.ts";
import { secondDevice as anotherDevice, apiTasks, unsent } from "./support/offline.ts";

const session = setupBrowser({ serviceWorkers: "allow" });

/** Adds a task through the JSON API and answers its id. */
async function addTask(page: Page, title: string) {
	const id = randomUUID();
	const response = await page.request.post("/api/v1/tasks", { data: { id, title, quadrant: "urgent-important" } });
	expect(response.status()).toBe(201);
	return id;
}

/** Another device's edit of the task, through the JSON API. */
async function editElsewhere(page: Page, id: string, fields: Record<string, unknown>) {
	const response = await page.request.patch(`/api/v1/tasks/${id}`, { data: fields });
	expect(response.status()).toBe(200);
}

const markDone = (page: Page, title: string) =>
	page.getByRole("checkbox", { name: message(en.matrix.markDone, { title }) });

async function serverTasks(page: Page) {
	return (await apiTasks(page)).map(({ id, title, quadrant, status, version }) => ({
		id,
		title,
		quadrant,
		status,
		version,
	}));
}

const withoutIds = (tasks: Awaited<ReturnType<typeof serverTasks>>) => tasks.map(({ id: _id, ...task }) => task);

const secondDevice = (page: Page) => anotherDevice(session, page);

describe("changes made while the server cannot be reached", () => {
	it("stay on screen with their count, survive a reload, and reach the server once each, in order", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "urgent-important", "Water the plants");
		await openMatrix(page);
		allowNetworkFailures(page);
		await page.route("**/api/v1/**", (route) => route.abort("internetdisconnected"));

		await quickAdd(page, "urgent-important", "Buy stamps");
		await quickAdd(page, "not-urgent-important", "Write to grandma");
		await card(page, "urgent-important", "Buy stamps").getByRole("button", { name: "Buy stamps", exact: true }).click();
		const editor = page.getByRole("dialog", { name: en.editor.editTitle });
		await editor.getByLabel(en.editor.title).fill("Buy stamps and envelopes");
		await editor.getByRole("button", { name: en.common.save }).click();
		await expect.poll(() => editor.isVisible()).toBe(false);
		// "1" sends the focused task to the first quadrant.
		await card(page, "not-urgent-important", "Write to grandma").focus();
		await page.keyboard.press("1");
		await page.getByRole("checkbox", { name: message(en.matrix.markDone, { title: "Water the plants" }) }).click();

		const shown = ["Water the plants", "Buy stamps and envelopes", "Write to grandma"];
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(shown);
		await expect.poll(() => unsent(page, 5).isVisible()).toBe(true);
		await expectNoAxeViolations(page);

		// A reload while the API still cannot be reached: the page's data lacks them, the device still has them.
		await page.reload();
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(shown);
		expect(await titlesIn(page, "not-urgent-important")).toEqual([]);
		expect(
			await page
				.getByRole("checkbox", { name: message(en.matrix.markDone, { title: "Water the plants" }) })
				.isChecked(),
		).toBe(true);
		await expect.poll(() => unsent(page, 5).isVisible()).toBe(true);
		expect(withoutIds(await serverTasks(page))).toEqual([
			{ title: "Water the plants", quadrant: "urgent-important", status: "todo", version: 1 },
		]);

		// Back: the next page load sends them, in the order they were made, each once (one version per change).
		await page.unrouteAll();
		await page.reload();
		await expect
			.poll(async () => withoutIds(await serverTasks(page)))
			.toEqual([
				{ title: "Water the plants", quadrant: "urgent-important", status: "done", version: 2 },
				{ title: "Buy stamps and envelopes", quadrant: "urgent-important", status: "todo", version: 2 },
				{ title: "Write to grandma", quadrant: "urgent-important", status: "todo", version: 2 },
			]);
		await changesSaved(page);
		await expect.poll(() => unsent(page, 5).count()).toBe(0);
		const other = await secondDevice(page);
		expect(await titlesIn(other, "urgent-important")).toEqual(shown);
		expect(await titlesIn(page, "urgent-important")).toEqual(shown);
	});

	it("sends a change made offline as soon as the browser is back online, without a reload", async () => {
		const page = await session.anonymousPage();
		await openMatrix(page);
		const other = await secondDevice(page);
		allowNetworkFailures(page);
		await page.context().setOffline(true);
		await quickAdd(page, "urgent-not-important", "Pick up the dry cleaning");
		await expect.poll(() => unsent(page, 1).isVisible()).toBe(true);
		expect(await titlesIn(page, "urgent-not-important")).toEqual(["Pick up the dry cleaning"]);

		await page.context().setOffline(false);
		await expect.poll(() => titlesIn(other, "urgent-not-important")).toEqual(["Pick up the dry cleaning"]);
		await expect.poll(() => unsent(page, 1).count()).toBe(0);
		expect((await serverTasks(page)).map(({ title, version }) => ({ title, version }))).toEqual([
			{ title: "Pick up the dry cleaning", version: 1 },
		]);
	});

	it("counts the unsent changes in the page's language", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "urgent-important", "Renouveler le passeport");
		await page.goto("/fr/matrix");
		await page.waitForLoadState("networkidle");
		allowNetworkFailures(page);
		await page.route("**/api/v1/tasks/*", (route) => route.abort("internetdisconnected"));
		const checkbox = page.getByRole("checkbox", {
			name: message(MESSAGES.fr.matrix.markDone, { title: "Renouveler le passeport" }),
		});
		await checkbox.click();
		await expect
			.poll(() =>
				page
					.getByRole("status")
					.getByText(message(MESSAGES.fr.changeQueue.unsent_one, { count: 1 }))
					.count(),
			)
			.toBe(1);
		expect(await checkbox.isChecked()).toBe(true);
	});

	it("merges an offline edit with changes made elsewhere: other fields kept, the later edit of a field kept, with Undo", async () => {
		const page = await session.anonymousPage();
		const flights = await addTask(page, "Book the flights");
		const plumber = await addTask(page, "Pay the plumber");
		const books = await addTask(page, "Return the books");
		await openMatrix(page);
		const other = await secondDevice(page);
		allowNetworkFailures(page);
		for (const id of [flights, plumber]) allowRefusal(page, `/api/v1/tasks/${id}`, 409);
		allowRefusal(page, `/api/v1/tasks/${books}`, 404);

		await page.context().setOffline(true);
		for (const title of ["Book the flights", "Pay the plumber", "Return the books"])
			await markDone(page, title).click();
		await expect.poll(() => unsent(page, 3).isVisible()).toBe(true);
		// Meanwhile, on the other device: another field of one task, the same field of another, and a deletion.
		await editElsewhere(other, flights, { title: "Book the flights to Lisbon" });
		await editElsewhere(other, plumber, { status: "inProgress" });
		expect((await other.request.delete(`/api/v1/tasks/${books}`)).status()).toBe(204);

		await page.context().setOffline(false);
		const toasts = page.getByRole("region", { name: en.toast.region }).getByRole("listitem");
		// Changes to different tasks are sent side by side (ADR 0034): their answers, and so the toasts, come in any order.
		await expect
			.poll(() => toasts.allTextContents())
			.toEqual(
				expect.arrayContaining([
					expect.stringContaining(message(en.changeQueue.conflict, { title: "Pay the plumber" })),
					expect.stringContaining(en.editor.deletedElsewhere),
				]),
			);
		expect(await toasts.count()).toBe(2);
		await changesSaved(page);
		expect(await serverTasks(page)).toEqual([
			{ id: flights, title: "Book the flights to Lisbon", quadrant: "urgent-important", status: "done", version: 3 },
			{ id: plumber, title: "Pay the plumber", quadrant: "urgent-important", status: "inProgress", version: 2 },
		]);
		await expect.poll(() => markDone(page, "Book the flights to Lisbon").isChecked()).toBe(true);
		expect(await titlesIn(page, "urgent-important")).toEqual(["Book the flights to Lisbon", "Pay the plumber"]);

		// Undo puts back the value the later edit replaced: this device's "done".
		await toasts.filter({ hasText: "Pay the plumber" }).getByRole("button", { name: en.matrix.undo }).click();
		await expect.poll(() => markDone(page, "Pay the plumber").isChecked()).toBe(true);
		await changesSaved(page);
		await expect.poll(async () => (await serverTasks(page)).find(({ id }) => id === plumber)?.status).toBe("done");
	});
});
