import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { addTaskByApi, card, message, openMatrix, quadrantName, region, titlesIn } from "./support/matrix.ts";
import { announcements, dragWithMouse, pickUpWithKeyboard, reloadWhenSaved, settled } from "./support/moving.ts";
import { MATRIX, moveByTouch, openWithTasksToDrag, STACKED_MATRIX } from "./support/task-views.ts";

const session = setupBrowser();

/** The text of the card that holds the keyboard focus. */
const focusedCardText = (page: Page) => () =>
	page.evaluate(() => document.activeElement?.closest("article")?.textContent ?? "");

describe("moving tasks", () => {
	it("drags a task from 'urgent and important' to 'neither' and reorders it there with the mouse; the order survives a reload", async () => {
		const { page, leak, photos } = await openWithTasksToDrag(session, MATRIX, { width: 1280, height: 1000 });
		// Dropped on the lower half of "Sort old photos": it lands after it.
		await dragWithMouse(page, leak, photos, (place) => ({ x: place.x, y: place.bottom - 4 }));
		await expect.poll(() => titlesIn(page, "not-urgent-not-important")).toEqual(["Sort old photos", "Fix the leak"]);
		expect(await titlesIn(page, "urgent-important")).toEqual(["Answer the landlord"]);

		// Reorder within the quadrant: "Fix the leak" goes above "Sort old photos".
		await settled(page);
		const moved = card(page, "not-urgent-not-important", "Fix the leak");
		await dragWithMouse(page, moved, photos, (place) => ({ x: place.x, y: place.top + 2 }));
		await expect.poll(() => titlesIn(page, "not-urgent-not-important")).toEqual(["Fix the leak", "Sort old photos"]);

		await reloadWhenSaved(page);
		expect(await titlesIn(page, "not-urgent-not-important")).toEqual(["Fix the leak", "Sort old photos"]);
		expect(await titlesIn(page, "urgent-important")).toEqual(["Answer the landlord"]);
	});

	// With the four quadrants stacked: on the phone's grid a quadrant opens alone, and "Move to…" moves between them
	// (phone-matrix.test.ts).
	it("moves a task by touch: press and hold, then slide it into another quadrant", () =>
		moveByTouch(session, STACKED_MATRIX));

	it("moves tasks with the keyboard alone: pick up, move, drop with announcements, number keys and Move to…, each said with Undo", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "not-urgent-important", "Learn Spanish");
		await addTaskByApi(page, "not-urgent-important", "Run a 10k");
		await addTaskByApi(page, "not-urgent-important", "Read a novel");
		await openMatrix(page);

		// While carried, the quadrant it would land in is outlined (dashed, not only another colour); no other is.
		const spanish = card(page, "not-urgent-important", "Learn Spanish");
		await pickUpWithKeyboard(page, spanish, "Learn Spanish");
		await page.keyboard.press("ArrowDown");
		await expect.poll(() => announcements(page).textContent()).toContain("position 2 of 3");
		expect(await page.locator("[data-drop-target]").count()).toBe(1);
		expect(await region(page, "not-urgent-important").evaluate((node) => getComputedStyle(node).outlineStyle)).toBe(
			"dashed",
		);
		await page.keyboard.press("Space");
		await expect.poll(() => page.locator("[data-drop-target]").count()).toBe(0);
		await expect
			.poll(() => titlesIn(page, "not-urgent-important"))
			.toEqual(["Run a 10k", "Learn Spanish", "Read a novel"]);

		// "1" sends the focused task to the first quadrant, keeps the focus on it and says so, with Undo.
		await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-task-id"))).not.toBeNull();
		await page.keyboard.press("1");
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(["Learn Spanish"]);
		await expect.poll(focusedCardText(page)).toContain("Learn Spanish");
		const moved = page.getByText(
			message(en.matrix.moved, { title: "Learn Spanish", quadrant: quadrantName("urgent-important") }),
			{ exact: true },
		);
		await expect.poll(() => moved.isVisible()).toBe(true);
		await expectNoAxeViolations(page);
		// Undo puts it back where it was: between the same two tasks.
		await page.getByRole("button", { name: en.matrix.undo }).click();
		await expect
			.poll(() => titlesIn(page, "not-urgent-important"))
			.toEqual(["Run a 10k", "Learn Spanish", "Read a novel"]);
		expect(await titlesIn(page, "urgent-important")).toEqual([]);

		// "Move to…" from the task's menu, opened and chosen with the keyboard; the focus stays on the card.
		const actions = card(page, "not-urgent-important", "Run a 10k").getByRole("button", {
			name: message(en.matrix.taskActions, { title: "Run a 10k" }),
		});
		await actions.focus();
		await page.keyboard.press("Enter");
		await page.getByRole("menuitem", { name: quadrantName("urgent-not-important") }).focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => titlesIn(page, "urgent-not-important")).toEqual(["Run a 10k"]);
		await expect.poll(focusedCardText(page)).toContain("Run a 10k");
		expect(
			await page
				.getByText(message(en.matrix.moved, { title: "Run a 10k", quadrant: quadrantName("urgent-not-important") }), {
					exact: true,
				})
				.count(),
		).toBe(1);

		await reloadWhenSaved(page);
		expect(await titlesIn(page, "urgent-not-important")).toEqual(["Run a 10k"]);
		expect(await titlesIn(page, "not-urgent-important")).toEqual(["Learn Spanish", "Read a novel"]);
		expect(await titlesIn(page, "urgent-important")).toEqual([]);
	});

	it("lists the shortcuts on ?, and n, / and x work from the keyboard", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "urgent-not-important", "Return the parcel");
		await openMatrix(page);
		await page.locator("body").press("?");
		const help = page.getByRole("dialog", { name: en.shortcuts.title });
		await expect.poll(() => help.isVisible()).toBe(true);
		expect(await help.textContent()).toContain(en.shortcuts.newTask);
		await expectNoAxeViolations(page);
		await page.keyboard.press("Escape");
		await expect.poll(() => help.isVisible()).toBe(false);

		await card(page, "urgent-not-important", "Return the parcel").focus();
		await page.keyboard.press("x");
		await expect
			.poll(() => card(page, "urgent-not-important", "Return the parcel").textContent())
			.toContain(en.task.status.done);
		await page.keyboard.press("n");
		const quickAdd = region(page, "urgent-not-important").getByLabel(
			message(en.matrix.quickAddLabel, { quadrant: quadrantName("urgent-not-important") }),
		);
		await expect.poll(() => quickAdd.evaluate((node) => node === document.activeElement)).toBe(true);
		await page.keyboard.type("Buy stamps");
		await page.keyboard.press("Enter");
		await expect.poll(() => titlesIn(page, "urgent-not-important")).toEqual(["Return the parcel", "Buy stamps"]);
		// Typing in a field never triggers a shortcut; from a card, "/" goes to the search.
		await page.keyboard.type("/");
		expect(await quickAdd.inputValue()).toBe("/");
		await quickAdd.fill("");
		await card(page, "urgent-not-important", "Buy stamps").focus();
		await page.keyboard.press("/");
		await expect
			.poll(() =>
				page.getByRole("searchbox", { name: en.matrix.search }).evaluate((node) => node === document.activeElement),
			)
			.toBe(true);

		// A click anywhere on a card opens it, not only on its title; its checkbox still only ticks it.
		const stamps = card(page, "urgent-not-important", "Buy stamps");
		const box = await stamps.boundingBox();
		await stamps.click({ position: { x: (box?.width ?? 0) / 2, y: (box?.height ?? 0) - 4 } });
		const editor = page.getByRole("dialog", { name: en.editor.editTitle });
		await expect.poll(() => editor.isVisible()).toBe(true);
		await page.keyboard.press("Escape");
		await expect.poll(() => editor.isVisible()).toBe(false);
		await stamps.getByRole("checkbox").click();
		await expect.poll(() => stamps.getByRole("checkbox").isChecked()).toBe(true);
		expect(await editor.isVisible()).toBe(false);
	});
});
