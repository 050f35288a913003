import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { MESSAGES } from "./support/catalogs.ts";
import { signInAnonymously } from "./support/journeys.ts";
import {
	addTaskByApi,
	card,
	dragWithMouse,
	message,
	openMatrix,
	quadrantName,
	region,
	settled,
	titlesIn,
} from "./support/matrix.ts";

const session = setupBrowser();
const en = MESSAGES.en;

const centreOf = async (locator: ReturnType<typeof card>) => {
	const box = await locator.boundingBox();
	if (!box) throw new Error("not visible");
	return { x: box.x + box.width / 2, y: box.y + box.height / 2, top: box.y, bottom: box.y + box.height };
};

describe("moving tasks", () => {
	it("drags a task from 'urgent and important' to 'neither' and reorders it there with the mouse; the order survives a reload", async () => {
		const page = await session.newPage({ viewport: { width: 1280, height: 1000 } });
		await signInAnonymously(page);
		await addTaskByApi(page, "urgent-important", "Fix the leak");
		await addTaskByApi(page, "urgent-important", "Answer the landlord");
		await addTaskByApi(page, "not-urgent-not-important", "Sort old photos");
		await openMatrix(page);

		const leak = await centreOf(card(page, "urgent-important", "Fix the leak"));
		const photos = await centreOf(card(page, "not-urgent-not-important", "Sort old photos"));
		// Dropped on the lower half of "Sort old photos": it lands after it.
		await dragWithMouse(page, leak, { x: photos.x, y: photos.bottom - 4 });
		await expect.poll(() => titlesIn(page, "not-urgent-not-important")).toEqual(["Sort old photos", "Fix the leak"]);
		expect(await titlesIn(page, "urgent-important")).toEqual(["Answer the landlord"]);

		// Reorder within the quadrant: "Fix the leak" goes above "Sort old photos".
		await settled(page);
		const moved = await centreOf(card(page, "not-urgent-not-important", "Fix the leak"));
		const first = await centreOf(card(page, "not-urgent-not-important", "Sort old photos"));
		await dragWithMouse(page, moved, { x: first.x, y: first.top + 2 });
		await expect.poll(() => titlesIn(page, "not-urgent-not-important")).toEqual(["Fix the leak", "Sort old photos"]);

		await page.waitForLoadState("networkidle");
		await page.reload();
		expect(await titlesIn(page, "not-urgent-not-important")).toEqual(["Fix the leak", "Sort old photos"]);
		expect(await titlesIn(page, "urgent-important")).toEqual(["Answer the landlord"]);
	});

	it("moves a task by touch: press and hold, then slide it into another quadrant", async () => {
		const page = await session.newPage({ viewport: { width: 390, height: 1400 }, hasTouch: true, isMobile: true });
		await signInAnonymously(page);
		await addTaskByApi(page, "urgent-important", "Buy milk");
		await openMatrix(page);
		const from = await centreOf(card(page, "urgent-important", "Buy milk"));
		const target = await region(page, "urgent-not-important").boundingBox();
		if (!target) throw new Error("no target quadrant");
		const touch = await page.context().newCDPSession(page);
		const touchAt = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
			touch.send("Input.dispatchTouchEvent", {
				type,
				touchPoints: type === "touchEnd" ? [] : [{ x: Math.round(x), y: Math.round(y) }],
			});
		await touchAt("touchStart", from.x, from.y);
		// Held long enough, the card lifts (the drag preview appears); only then does the finger slide.
		await expect.poll(() => page.locator("main article.opacity-40").count()).toBe(1);
		const to = { x: target.x + target.width / 2, y: target.y + target.height - 30 };
		for (let step = 1; step <= 12; step++) {
			await touchAt("touchMove", from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12);
		}
		await touchAt("touchEnd", to.x, to.y);
		await expect.poll(() => titlesIn(page, "urgent-not-important")).toEqual(["Buy milk"]);
		await page.waitForLoadState("networkidle");
		await page.reload();
		expect(await titlesIn(page, "urgent-not-important")).toEqual(["Buy milk"]);
	});

	it("moves tasks with the keyboard alone: pick up, move, drop with announcements, number keys and Move to…", async () => {
		const page = await session.newPage();
		await signInAnonymously(page);
		await addTaskByApi(page, "not-urgent-important", "Learn Spanish");
		await addTaskByApi(page, "not-urgent-important", "Run a 10k");
		await openMatrix(page);

		const spanish = card(page, "not-urgent-important", "Learn Spanish");
		await spanish.focus();
		await page.keyboard.press("Space");
		const live = page.locator("[id^=DndLiveRegion]");
		await expect.poll(() => live.textContent()).toContain("“Learn Spanish”");
		// Like a screen-reader user, wait to hear where the task is before the next key.
		await page.keyboard.press("ArrowDown");
		await expect.poll(() => live.textContent()).toContain("position 2 of 2");
		await page.keyboard.press("Space");
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Run a 10k", "Learn Spanish"]);
		await expect.poll(() => live.textContent()).toContain("Dropped “Learn Spanish”");

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

		await page.waitForLoadState("networkidle");
		await page.reload();
		expect(await titlesIn(page, "urgent-important")).toEqual(["Learn Spanish"]);
		expect(await titlesIn(page, "urgent-not-important")).toEqual(["Run a 10k"]);
		expect(await titlesIn(page, "not-urgent-important")).toEqual([]);
	});

	it("lists the shortcuts on ?, and n, / and x work from the keyboard", async () => {
		const page = await session.newPage();
		await signInAnonymously(page);
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
