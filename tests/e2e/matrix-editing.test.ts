import { describe, expect, it } from "vitest";
import { QUADRANTS } from "#core/constants.ts";
import {
	allowNetworkFailures,
	allowRefusal,
	changesSaved,
	expectNoAxeViolations,
	setupBrowser,
} from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import {
	addTaskByApi,
	card,
	message,
	openMatrix,
	quadrantName,
	quickAdd,
	region,
	showCompletedTasks,
	titlesIn,
} from "./support/matrix.ts";

const session = setupBrowser();

describe("working in the matrix", () => {
	it("adds a task in each quadrant by typing and Enter, edits one in the editor, and keeps both after a reload", async () => {
		const page = await session.anonymousPage();
		await openMatrix(page);
		for (const quadrant of QUADRANTS) {
			await quickAdd(page, quadrant, `First in ${quadrant}`);
			// The field is ready for the next title at once.
			await page.keyboard.type(`Second in ${quadrant}`);
			await page.keyboard.press("Enter");
		}
		for (const quadrant of QUADRANTS) {
			await expect.poll(() => titlesIn(page, quadrant)).toEqual([`First in ${quadrant}`, `Second in ${quadrant}`]);
		}

		await card(page, "urgent-important", "First in urgent-important")
			.getByRole("button", { name: "First in urgent-important", exact: true })
			.click();
		const editor = page.getByRole("dialog", { name: en.editor.editTitle });
		await editor.getByLabel(en.editor.title).fill("Call the plumber");
		await editor.getByLabel(en.editor.description).fill("The kitchen tap drips");
		await editor.getByLabel(en.task.priority.label).selectOption("high");
		await editor.getByLabel(en.editor.dueDate).fill("2020-01-31");
		await expectNoAxeViolations(page);
		await editor.getByRole("button", { name: en.common.save }).click();
		await expect.poll(() => editor.isVisible()).toBe(false);

		const edited = card(page, "urgent-important", "Call the plumber");
		await expect.poll(() => edited.textContent()).toContain("The kitchen tap drips");
		await changesSaved(page);
		await page.reload();
		const reloaded = card(page, "urgent-important", "Call the plumber");
		expect(await reloaded.textContent()).toContain(en.task.priority.high);
		expect(await reloaded.textContent()).toContain("The kitchen tap drips");
		// A due date in the past is highlighted as overdue once the page knows the user's clock.
		await expect.poll(() => reloaded.textContent()).toContain(en.matrix.overdue);
		expect(await titlesIn(page, "not-urgent-not-important")).toEqual([
			"First in not-urgent-not-important",
			"Second in not-urgent-not-important",
		]);
		await expectNoAxeViolations(page);
	});

	it("completes a task with one click, deletes one, and brings it back in its place with Undo", async () => {
		// In dark mode, with an overdue date and a completed badge on screen, for axe's contrast checks.
		const page = await session.anonymousPage({ colorScheme: "dark" });
		await showCompletedTasks(page);
		await addTaskByApi(page, "urgent-important", "Pay the rent", { dueDate: "2021-03-01", dueTime: "09:30" });
		await addTaskByApi(page, "urgent-important", "File the taxes", { dueDate: "2021-03-01" });
		await addTaskByApi(page, "urgent-important", "Water the plants");
		await addTaskByApi(page, "urgent-important", "Book the dentist");
		await openMatrix(page);

		await page.getByRole("checkbox", { name: message(en.matrix.markDone, { title: "Pay the rent" }) }).click();
		await expect
			.poll(() => card(page, "urgent-important", "Pay the rent").textContent())
			.toContain(en.matrix.completedBadge);
		await expect
			.poll(() => card(page, "urgent-important", "File the taxes").textContent())
			.toContain(en.matrix.overdue);
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: message(en.matrix.taskActions, { title: "Water the plants" }) }).click();
		await page.getByRole("menuitem", { name: en.matrix.delete }).click();
		await expect
			.poll(() => titlesIn(page, "urgent-important"))
			.toEqual(["Pay the rent", "File the taxes", "Book the dentist"]);
		await page.getByRole("button", { name: en.matrix.undo }).click();
		await expect
			.poll(() => titlesIn(page, "urgent-important"))
			.toEqual(["Pay the rent", "File the taxes", "Water the plants", "Book the dentist"]);

		await changesSaved(page);
		await page.reload();
		expect(await titlesIn(page, "urgent-important")).toEqual([
			"Pay the rent",
			"File the taxes",
			"Water the plants",
			"Book the dentist",
		]);
		expect(await card(page, "urgent-important", "Pay the rent").textContent()).toContain(en.task.status.done);
	});

	it("opens the upgrade prompt at the Free limit, and rolls back an add the server refuses", async () => {
		const page = await session.anonymousPage();
		for (let index = 1; index <= 9; index++) await addTaskByApi(page, "urgent-not-important", `Errand ${index}`);
		// This page's live updates are held back, so that it has not yet heard of what another device adds next.
		allowNetworkFailures(page);
		await page.route("**/api/v1/events*", (route) => route.abort());
		await openMatrix(page);
		// Another device fills the quadrant meanwhile: this page still counts 9, the server refuses the 11th.
		await addTaskByApi(page, "urgent-not-important", "Errand 10");
		allowRefusal(page, "/api/v1/tasks", 403);
		await quickAdd(page, "urgent-not-important", "One too many");
		const prompt = page.getByRole("dialog", { name: en.upgrade.title });
		await expect.poll(() => prompt.isVisible()).toBe(true);
		expect(await prompt.textContent()).toContain(message(en.upgrade.planLimit, { count: 10 }));
		expect(await titlesIn(page, "urgent-not-important")).not.toContain("One too many");
		await expectNoAxeViolations(page);
		await prompt.getByRole("button", { name: en.upgrade.notNow }).click();

		// Deleting a whole quadrant is for Pro: the prompt explains, and nothing is deleted.
		await region(page, "urgent-not-important")
			.getByRole("button", { name: message(en.matrix.deleteAll, { quadrant: quadrantName("urgent-not-important") }) })
			.click();
		await expect.poll(() => prompt.textContent()).toContain(en.upgrade.proRequired);
		await prompt.getByRole("button", { name: en.upgrade.notNow }).click();
		expect((await titlesIn(page, "urgent-not-important")).length).toBe(9);
	});

	it("keeps view options on the server, filters by search and hides completed tasks", async () => {
		const page = await session.anonymousPage();
		await showCompletedTasks(page);
		await addTaskByApi(page, "not-urgent-important", "Plan the garden", { description: "Tomatoes and basil" });
		await addTaskByApi(page, "not-urgent-important", "Read a novel", { status: "done" });
		await openMatrix(page);
		const garden = card(page, "not-urgent-important", "Plan the garden");
		expect(await garden.textContent()).toContain("Tomatoes and basil");

		await page.getByRole("button", { name: en.matrix.viewOptions }).click();
		await page.getByRole("menuitemcheckbox", { name: en.viewOptions.showDescriptions }).click();
		await page.getByRole("menuitemcheckbox", { name: en.viewOptions.hideCompleted }).click();
		await page.keyboard.press("Escape");
		await expect.poll(() => garden.textContent()).not.toContain("Tomatoes and basil");
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Plan the garden"]);
		await changesSaved(page);

		await page.reload();
		expect(await titlesIn(page, "not-urgent-important")).toEqual(["Plan the garden"]);
		expect(await card(page, "not-urgent-important", "Plan the garden").textContent()).not.toContain(
			"Tomatoes and basil",
		);
		// Saved for the user, not the browser: the API, which any device reads, has them.
		const saved = await (await page.request.get("/api/v1/view-options")).json();
		expect(saved).toMatchObject({ showDescriptions: false, hideCompleted: true });

		await page.getByRole("searchbox", { name: en.matrix.search }).fill("tomatoes");
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Plan the garden"]);
		await page.getByRole("searchbox", { name: en.matrix.search }).fill("novel");
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual([]);
		expect(await region(page, "not-urgent-important").textContent()).toContain(en.matrix.noMatches);
	});

	it("selects several tasks with Ctrl-click and completes them together", async () => {
		const page = await session.anonymousPage();
		await showCompletedTasks(page);
		await addTaskByApi(page, "urgent-important", "Reply to Ana");
		await addTaskByApi(page, "urgent-not-important", "Reply to Ben");
		await addTaskByApi(page, "urgent-not-important", "Reply to Cleo");
		await openMatrix(page);
		await card(page, "urgent-important", "Reply to Ana").click({ modifiers: ["Control"], position: { x: 200, y: 5 } });
		await card(page, "urgent-not-important", "Reply to Cleo").click({
			modifiers: ["Control"],
			position: { x: 200, y: 5 },
		});
		const bar = page.getByRole("region", { name: en.matrix.selection });
		await expect.poll(() => bar.textContent()).toContain(message(en.matrix.selected_other, { count: 2 }));
		await expectNoAxeViolations(page);
		await bar.getByRole("button", { name: en.matrix.complete }).click();
		await expect
			.poll(() => card(page, "urgent-important", "Reply to Ana").textContent())
			.toContain(en.task.status.done);
		await expect
			.poll(() => card(page, "urgent-not-important", "Reply to Cleo").textContent())
			.toContain(en.task.status.done);
		expect(await card(page, "urgent-not-important", "Reply to Ben").textContent()).toContain(en.task.status.todo);
	});
});

describe("when the network fails", () => {
	it("retries a change with the same idempotency key, so it applies once", async () => {
		const page = await session.anonymousPage();
		await showCompletedTasks(page);
		await addTaskByApi(page, "urgent-important", "Renew the passport");
		await openMatrix(page);
		const keys: string[] = [];
		allowNetworkFailures(page);
		await page.route("**/api/v1/tasks/*", async (route) => {
			keys.push((await route.request().headerValue("idempotency-key")) ?? "");
			// The first two attempts are lost on the way; the third reaches the server.
			if (keys.length <= 2) await route.abort("connectionreset");
			else await route.continue();
		});
		await page.getByRole("checkbox", { name: message(en.matrix.markDone, { title: "Renew the passport" }) }).click();
		await expect.poll(() => keys.length).toBe(3);
		expect(new Set(keys).size).toBe(1);
		expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
		await changesSaved(page);
		await page.unrouteAll();
		await page.reload();
		expect(await card(page, "urgent-important", "Renew the passport").textContent()).toContain(en.task.status.done);
	});
});
