import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { changesSaved, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { hydrated, pathOf } from "./support/journeys.ts";
import { addTaskByApi, card, message, openMatrix, quadrantName, quickAdd, region, titlesIn } from "./support/matrix.ts";

const session = setupBrowser();

describe("boards on the Free plan", () => {
	it("shows the default board in the selector and meets the upgrade prompt at each Pro action", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "urgent-important", "Call the bank");
		await openMatrix(page);
		const selector = page.getByRole("button", { name: message(en.matrix.board, { name: en.boards.defaultName }) });
		const prompt = page.getByRole("dialog", { name: en.upgrade.title });

		await selector.click();
		await page.getByRole("menuitem", { name: en.boards.newBoard }).click();
		await expect.poll(() => prompt.isVisible()).toBe(true);
		expect(await prompt.textContent()).toContain(en.upgrade.proRequired);
		await expectNoAxeViolations(page);
		await prompt.getByRole("button", { name: en.upgrade.notNow }).click();

		await selector.click();
		await page.getByRole("menuitemradio", { name: en.boards.showEverything }).click();
		await expect.poll(() => prompt.isVisible()).toBe(true);
		await prompt.getByRole("button", { name: en.upgrade.notNow }).click();
		expect(new URL(page.url()).search).toBe("");

		// The sticky view has the same selector and the same gate.
		await page.goto("/sticky");
		await hydrated(page.locator("main"));
		await selector.click();
		await page.getByRole("menuitemradio", { name: en.boards.showEverything }).click();
		await expect.poll(() => prompt.isVisible()).toBe(true);
		await expectNoAxeViolations(page);
		await prompt.getByRole("button", { name: en.upgrade.notNow }).click();

		// An address asking for everything falls back to the default board on Free.
		await page.goto("/matrix?board=all");
		expect(new URL(page.url()).search).toBe("");
		expect(await titlesIn(page, "urgent-important")).toEqual(["Call the bank"]);
	});

	it("refuses a second board through the API with 403 pro_required", async () => {
		const page = await session.anonymousPage();
		const response = await page.request.post("/api/v1/boards", {
			data: { id: crypto.randomUUID(), name: "Work" },
			headers: { "content-type": "application/json" },
		});
		expect(response.status()).toBe(403);
		expect((await response.json()).error.code).toBe("pro_required");
	});
});

async function createBoard(page: Page, current: string, name: string) {
	await page.getByRole("button", { name: message(en.matrix.board, { name: current }) }).click();
	await page.getByRole("menuitem", { name: en.boards.newBoard }).click();
	const dialog = page.getByRole("dialog", { name: en.boards.newBoardTitle });
	await dialog.getByLabel(en.boards.name).fill(name);
	await dialog.getByRole("button", { name: en.boards.create }).click();
	await expect
		.poll(() => page.getByRole("button", { name: message(en.matrix.board, { name }) }).isVisible())
		.toBe(true);
	expect(new URL(page.url()).searchParams.get("board")).toMatch(/^[0-9a-f-]{36}$/);
	await changesSaved(page);
}

describe("boards on Pro", () => {
	it("moves a task to another board from its menu, says so with Undo, and Undo puts it back between the same tasks", async () => {
		const page = await session.proPage("board-move");
		const work = randomUUID();
		const created = await page.request.post("/api/v1/boards", {
			data: { id: work, name: "Work" },
			headers: { "content-type": "application/json" },
		});
		expect(created.status()).toBe(201);
		for (const title of ["Call the plumber", "Book the dentist", "Pay the rent"]) {
			await addTaskByApi(page, "urgent-important", title);
		}
		await openMatrix(page);
		const before = ["Call the plumber", "Book the dentist", "Pay the rent"];
		expect(await titlesIn(page, "urgent-important")).toEqual(before);

		await card(page, "urgent-important", "Book the dentist")
			.getByRole("button", { name: message(en.matrix.taskActions, { title: "Book the dentist" }) })
			.click();
		await page.getByRole("menuitem", { name: "Work" }).click();
		// It leaves the board in view, and the toast says where it went.
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(["Call the plumber", "Pay the rent"]);
		const said = page.getByText(message(en.boards.movedToBoard, { title: "Book the dentist", board: "Work" }), {
			exact: true,
		});
		await expect.poll(() => said.isVisible()).toBe(true);
		await expectNoAxeViolations(page);
		await changesSaved(page);
		const onWork = await (await page.request.get(`/api/v1/tasks?board=${work}`)).json();
		expect(JSON.stringify(onWork)).toContain("Book the dentist");

		await page.getByRole("button", { name: en.matrix.undo }).click();
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(before);
		await changesSaved(page);
		await page.reload();
		expect(await titlesIn(page, "urgent-important")).toEqual(before);
	});

	it("creates two boards, shows everything, and deletes one moving its tasks and one with its tasks", async () => {
		const page = await session.proPage("boards", { viewport: { width: 1280, height: 1000 } });
		await openMatrix(page);

		await createBoard(page, en.boards.defaultName, "Work");
		await quickAdd(page, "urgent-important", "Prepare the slides");
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(["Prepare the slides"]);
		await createBoard(page, "Work", "Home");
		await quickAdd(page, "not-urgent-important", "Fix the fence");
		await quickAdd(page, "not-urgent-important", "Clean the gutter");
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Fix the fence", "Clean the gutter"]);
		await changesSaved(page);

		// Everything at once: each card names its board, and quick add asks which board.
		await page.getByRole("button", { name: message(en.matrix.board, { name: "Home" }) }).click();
		await page.getByRole("menuitemradio", { name: en.boards.showEverything }).click();
		await expect.poll(() => new URL(page.url()).searchParams.get("board")).toBe("all");
		await expect.poll(() => card(page, "urgent-important", "Prepare the slides").textContent()).toContain("Work");
		expect(await card(page, "not-urgent-important", "Fix the fence").textContent()).toContain("Home");
		const boardChoice = region(page, "urgent-not-important").getByLabel(
			message(en.boards.addTo, { quadrant: quadrantName("urgent-not-important") }),
		);
		expect(await boardChoice.inputValue()).not.toBe("");
		await boardChoice.selectOption({ label: "Home" });
		await quickAdd(page, "urgent-not-important", "Paint the door");
		await expect.poll(() => card(page, "urgent-not-important", "Paint the door").textContent()).toContain("Home");
		await expectNoAxeViolations(page);
		await changesSaved(page);

		// The sticky view shares the selector and keeps the board the matrix showed.
		await page.goto("/sticky");
		await hydrated(page.locator("main"));
		expect(
			await page.getByRole("button", { name: message(en.matrix.board, { name: en.boards.allBoards }) }).isVisible(),
		).toBe(true);

		// On the profile: "Work" goes and its task moves to the default board; "Home" goes with its three tasks.
		await page.goto("/profile");
		await hydrated(page.locator("main"));
		await page.getByRole("button", { name: message(en.boards.deleteBoard, { name: "Work" }) }).click();
		let confirm = page.getByRole("alertdialog", { name: message(en.boards.deleteTitle, { name: "Work" }) });
		await expect.poll(() => confirm.isVisible()).toBe(true);
		expect(await confirm.textContent()).toContain(
			message(en.boards.deleteMovesTasks, { defaultName: en.boards.defaultName }),
		);
		await confirm.getByRole("button", { name: en.boards.deleteConfirm }).click();
		await expect
			.poll(() => page.getByRole("button", { name: message(en.boards.deleteBoard, { name: "Work" }) }).count())
			.toBe(0);

		await page.getByRole("button", { name: message(en.boards.deleteBoard, { name: "Home" }) }).click();
		confirm = page.getByRole("alertdialog", { name: message(en.boards.deleteTitle, { name: "Home" }) });
		await confirm.getByRole("checkbox", { name: en.boards.deleteTasksToo }).check();
		expect(await confirm.textContent()).toContain(message(en.boards.deleteTasksCount_other, { count: 3 }));
		await expectNoAxeViolations(page);
		await confirm.getByRole("button", { name: en.boards.deleteConfirm }).click();
		await expect
			.poll(() => page.getByRole("button", { name: message(en.boards.deleteBoard, { name: "Home" }) }).count())
			.toBe(0);
		// The list shows a deletion at once (ADR 0034); a person waits for the save before leaving, as after an add.
		await expect
			.poll(async () => ((await (await page.request.get("/api/v1/boards")).json()) as { boards: unknown[] }).boards)
			.toHaveLength(1);
		await changesSaved(page);

		// Without a board in the address, the matrix opens what this device showed last: everything.
		await page.goto("/matrix");
		expect(pathOf(page)).toBe("/matrix");
		expect(
			await page.getByRole("button", { name: message(en.matrix.board, { name: en.boards.allBoards }) }).isVisible(),
		).toBe(true);
		expect(await titlesIn(page, "urgent-important")).toEqual(["Prepare the slides"]);
		expect(await titlesIn(page, "not-urgent-important")).toEqual([]);
		expect(await titlesIn(page, "urgent-not-important")).toEqual([]);
	});
});
