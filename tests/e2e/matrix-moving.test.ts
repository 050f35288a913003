import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { addTaskByApi, card, message, openMatrix, quadrantName, region, titlesIn } from "./support/matrix.ts";
import { dragWithMouse, moveWithKeyboard, reloadWhenSaved, settled } from "./support/moving.ts";
import { MATRIX, moveByTouch, openWithTasksToDrag, STACKED_MATRIX } from "./support/task-views.ts";

const session = setupBrowser();

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

	it("moves tasks with the keyboard alone: pick up, move, drop with announcements, number keys and Move to…", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "not-urgent-important", "Learn Spanish");
		await addTaskByApi(page, "not-urgent-important", "Run a 10k");
		await openMatrix(page);

		const spanish = card(page, "not-urgent-important", "Learn Spanish");
		await moveWithKeyboard(page, spanish, "Learn Spanish", "ArrowDown", "position 2 of 2");
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Run a 10k", "Learn Spanish"]);

		// "1" sends the focused task to the first quadrant and keeps the focus on it.
		await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-task-id"))).not.toBeNull();
		await page.keyboard.press("1");
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(["Learn Spanish"]);
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.closest("article")?.textContent ?? ""))
			.toContain("Learn Spanish");

		// "Move to…" from the task's menu, opened and chosen with the keyboard.
		const actions = card(page, "not-urgent-important", "Run a 10k").getByRole("button", {
			name: message(en.matrix.taskActions, { title: "Run a 10k" }),
		});
		await actions.focus();
		await page.keyboard.press("Enter");
		await page.getByRole("menuitem", { name: quadrantName("urgent-not-important") }).focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => titlesIn(page, "urgent-not-important")).toEqual(["Run a 10k"]);

		await reloadWhenSaved(page);
		expect(await titlesIn(page, "urgent-important")).toEqual(["Learn Spanish"]);
		expect(await titlesIn(page, "urgent-not-important")).toEqual(["Run a 10k"]);
		expect(await titlesIn(page, "not-urgent-important")).toEqual([]);
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
	});
});
