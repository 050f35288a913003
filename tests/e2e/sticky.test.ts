import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { QUADRANTS } from "#core/constants.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { hydrated } from "./support/journeys.ts";
import {
	addTaskByApi,
	card,
	message,
	openMatrix,
	quadrantName,
	region,
	showCompletedTasks,
	titlesIn,
} from "./support/matrix.ts";
import {
	afterTwoFrames,
	announcements,
	dragWithMouse,
	moveWithKeyboard,
	reloadWhenSaved,
	settled,
} from "./support/moving.ts";
import { backgroundOf, noteToken, openSticky, tiltOf } from "./support/sticky.ts";
import { moveByTouch, openWithTasksToDrag, STICKY_WALL } from "./support/task-views.ts";

const session = setupBrowser();

async function addOnePerQuadrant(page: Page) {
	await showCompletedTasks(page);
	await addTaskByApi(page, "urgent-important", "Pay the rent", {
		description: "Before the 5th",
		dueDate: "2021-03-01",
	});
	await addTaskByApi(page, "not-urgent-important", "Learn Spanish", { status: "done" });
	await addTaskByApi(page, "urgent-not-important", "Answer the courier", { dueDate: "2099-01-01" });
	await addTaskByApi(page, "not-urgent-not-important", "Sort old photos");
}

describe("the sticky wall", () => {
	it("shows a note per task in its quadrant's colour, with its details and a stable tilt; axe clean in light mode", async () => {
		const page = await session.anonymousPage({ colorScheme: "light" });
		await addOnePerQuadrant(page);
		await openSticky(page);

		const colours = new Set<string>();
		for (const quadrant of QUADRANTS) {
			const note = region(page, quadrant).getByRole("article");
			expect(await note.count()).toBe(1);
			const colour = await backgroundOf(note);
			expect(colour).toBe(await noteToken(page, quadrant));
			colours.add(colour);
		}
		expect(colours.size).toBe(4);

		const rent = card(page, "urgent-important", "Pay the rent");
		expect(await rent.textContent()).toContain("Before the 5th");
		await expect.poll(() => rent.textContent()).toContain(en.matrix.overdue);
		expect(await card(page, "urgent-not-important", "Answer the courier").textContent()).not.toContain(
			en.matrix.overdue,
		);
		expect(await card(page, "not-urgent-important", "Learn Spanish").textContent()).toContain(en.matrix.completedBadge);

		// Each note leans a little, the same way after a reload.
		const tilt = await tiltOf(rent);
		expect(tilt).toMatch(/deg$/);
		await expectNoAxeViolations(page);
		await page.reload();
		expect(await tiltOf(card(page, "urgent-important", "Pay the rent"))).toBe(tilt);

		// Reduced motion: no tilt at all.
		await page.emulateMedia({ reducedMotion: "reduce" });
		// The style settles once the media change has been applied (a running transition may still be finishing).
		for (const quadrant of QUADRANTS) {
			await expect.poll(() => tiltOf(region(page, quadrant).getByRole("article"))).toBe("none");
		}

		// Printed: the notes without the header, the toolbar or any button.
		await page.emulateMedia({ media: "print" });
		expect(await page.getByRole("banner").isVisible()).toBe(false);
		expect(await page.getByRole("searchbox", { name: en.matrix.search }).isVisible()).toBe(false);
		const visibleButtons = await page
			.locator("button")
			.evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).length);
		expect(visibleButtons).toBe(0);
		expect(await card(page, "not-urgent-not-important", "Sort old photos").isVisible()).toBe(true);
	});

	it("uses its dark note colours in dark mode, readable for axe", async () => {
		const page = await session.anonymousPage({ colorScheme: "dark" });
		await addOnePerQuadrant(page);
		await openSticky(page);
		await expect.poll(() => card(page, "urgent-important", "Pay the rent").textContent()).toContain(en.matrix.overdue);
		for (const quadrant of QUADRANTS) {
			expect(await backgroundOf(region(page, quadrant).getByRole("article"))).toBe(await noteToken(page, quadrant));
		}
		expect(await noteToken(page, "urgent-important")).toBe("rgb(90, 38, 33)");
		await expectNoAxeViolations(page);
	});

	it("drags a note with the mouse into another section and reorders it; the matrix shows it there after a reload", async () => {
		const { page, leak, photos } = await openWithTasksToDrag(session, STICKY_WALL, { width: 1280, height: 1400 });
		await dragWithMouse(page, leak, photos, (place) => ({ x: place.x, y: place.top + 4 }));
		await expect.poll(() => titlesIn(page, "not-urgent-not-important")).toEqual(["Fix the leak", "Sort old photos"]);
		expect(await titlesIn(page, "urgent-important")).toEqual(["Answer the landlord"]);

		// Reorder within the section: "Sort old photos" goes first.
		await settled(page);
		// Dropped on the middle of "Fix the leak".
		await dragWithMouse(page, photos, card(page, "not-urgent-not-important", "Fix the leak"));
		await expect.poll(() => titlesIn(page, "not-urgent-not-important")).toEqual(["Sort old photos", "Fix the leak"]);

		await settled(page);
		await openMatrix(page);
		expect(await titlesIn(page, "not-urgent-not-important")).toEqual(["Sort old photos", "Fix the leak"]);
		expect(await titlesIn(page, "urgent-important")).toEqual(["Answer the landlord"]);
	});

	it("moves a note by touch: press and hold, then slide it into another section", () =>
		moveByTouch(session, STICKY_WALL));

	it("moves notes with the keyboard alone, outlining the section it would land in, and Enter opens the editor", async () => {
		const page = await session.anonymousPage({ viewport: { width: 1280, height: 1400 } });
		await addTaskByApi(page, "not-urgent-important", "Learn Spanish");
		await addTaskByApi(page, "not-urgent-important", "Run a 10k");
		await openSticky(page);

		const live = announcements(page);
		const spanish = card(page, "not-urgent-important", "Learn Spanish");
		await moveWithKeyboard(page, spanish, "Learn Spanish", "ArrowRight", "position 2 of 2");
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Run a 10k", "Learn Spanish"]);

		// Down into the next section, "Urgent, not important", and drop it there.
		await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-task-id"))).not.toBeNull();
		await page.keyboard.press("Space");
		// Picked up again: the region says so, then where the note is now (its own place).
		await expect.poll(() => live.textContent()).toMatch(/^“Learn Spanish” is over /);
		await afterTwoFrames(page);
		await page.keyboard.press("ArrowDown");
		await expect.poll(() => live.textContent()).toContain(quadrantName("urgent-not-important"));
		// The section it would land in is outlined (dashed, not only another colour), and no other.
		const target = region(page, "urgent-not-important").locator("[data-drop-target]");
		await expect.poll(() => target.count()).toBe(1);
		expect(await page.locator("[data-drop-target]").count()).toBe(1);
		expect(await target.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe("dashed");
		await page.keyboard.press("Space");
		await expect.poll(() => titlesIn(page, "urgent-not-important")).toEqual(["Learn Spanish"]);
		// Said with Undo, and the focus stays on the note in its new section.
		const said = message(en.matrix.moved, { title: "Learn Spanish", quadrant: quadrantName("urgent-not-important") });
		await expect.poll(() => page.getByText(said, { exact: true }).isVisible()).toBe(true);
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.closest("article")?.textContent ?? ""))
			.toContain("Learn Spanish");
		expect(await titlesIn(page, "not-urgent-important")).toEqual(["Run a 10k"]);

		await settled(page);
		await card(page, "not-urgent-important", "Run a 10k").focus();
		await page.keyboard.press("Enter");
		const editor = page.getByRole("dialog", { name: en.editor.editTitle });
		await expect.poll(() => editor.isVisible()).toBe(true);
		expect(await editor.getByLabel(en.editor.title).inputValue()).toBe("Run a 10k");
		await page.keyboard.press("Escape");
		await expect.poll(() => editor.isVisible()).toBe(false);

		await reloadWhenSaved(page);
		expect(await titlesIn(page, "urgent-not-important")).toEqual(["Learn Spanish"]);
	});

	it("adds a note from a section, and opens the upgrade prompt at the Free limit", async () => {
		const page = await session.anonymousPage({ viewport: { width: 1280, height: 1400 } });
		for (let index = 1; index <= 10; index++) await addTaskByApi(page, "urgent-not-important", `Errand ${index}`);
		await openSticky(page);

		const addTo = (quadrant: (typeof QUADRANTS)[number]) =>
			region(page, quadrant).getByRole("button", {
				name: message(en.sticky.addTo, { quadrant: quadrantName(quadrant) }),
			});
		await addTo("urgent-important").click();
		const editor = page.getByRole("dialog", { name: en.editor.newTitle });
		await editor.getByLabel(en.editor.title).fill("Call the plumber");
		await editor.getByRole("button", { name: en.common.save }).click();
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(["Call the plumber"]);

		await addTo("urgent-not-important").click();
		const prompt = page.getByRole("dialog", { name: en.upgrade.title });
		await expect.poll(() => prompt.isVisible()).toBe(true);
		expect(await prompt.textContent()).toContain(message(en.upgrade.planLimit, { count: 10 }));
		await expectNoAxeViolations(page);
		await prompt.getByRole("button", { name: en.upgrade.notNow }).click();

		// Dragging into the full section meets the same limit: the prompt opens and the note stays where it was.
		await settled(page);
		const plumber = card(page, "urgent-important", "Call the plumber");
		const errand = region(page, "urgent-not-important").getByRole("article", { name: /^Errand 1 / });
		await dragWithMouse(page, plumber, errand, (place) => ({ x: place.x, y: place.top + 4 }));
		await expect.poll(() => prompt.isVisible()).toBe(true);
		// A person answers once the dropped note has come to rest; a click during the drop's animation was lost in CI.
		await settled(page);
		await prompt.getByRole("button", { name: en.upgrade.notNow }).click();
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(["Call the plumber"]);
		expect((await titlesIn(page, "urgent-not-important")).length).toBe(10);
	});

	it("shows one mixed wall by due date on request, and this device remembers it", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "not-urgent-not-important", "Renew the passport", { dueDate: "2030-02-01" });
		await addTaskByApi(page, "urgent-important", "No deadline");
		await addTaskByApi(page, "not-urgent-important", "Pay the rent", { dueDate: "2030-01-05" });
		await openSticky(page);

		const toggle = page.getByRole("button", { name: en.sticky.byDueDate });
		expect(await toggle.getAttribute("aria-pressed")).toBe("false");
		await toggle.click();
		const wall = page.getByRole("region", { name: en.sticky.allByDueDate });
		await expect
			.poll(() => wall.locator("article h3").allTextContents())
			.toEqual(["Pay the rent", "Renew the passport", "No deadline"]);
		expect(await toggle.getAttribute("aria-pressed")).toBe("true");
		expect(await region(page, "urgent-important").count()).toBe(0);
		await expectNoAxeViolations(page);

		// Rendered that way by the server on the next visit, notes included: no flash of the other layout.
		const html = await (await page.request.get("/sticky")).text();
		expect(html).toContain(en.sticky.allByDueDate);
		expect(html).toContain("Renew the passport");
		await page.reload();
		expect(await wall.locator("article h3").allTextContents()).toEqual([
			"Pay the rent",
			"Renew the passport",
			"No deadline",
		]);
		await page.getByRole("button", { name: en.sticky.byDueDate }).click();
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(["No deadline"]);
	});

	it("switching between the matrix and the sticky wall keeps the board and the search", async () => {
		const page = await session.proPage("sticky", { viewport: { width: 1280, height: 1000 } });
		const boardId = randomUUID();
		const created = await page.request.post("/api/v1/boards", {
			data: { id: boardId, name: "Work" },
			headers: { "content-type": "application/json" },
		});
		expect(created.status()).toBe(201);
		for (const title of ["Prepare the slides", "Book the venue"]) {
			await addTaskByApi(page, "urgent-important", title, { boardId });
		}
		await addTaskByApi(page, "urgent-important", "Prepare dinner");
		await page.goto(`/matrix?board=${boardId}`);
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		// Typing rewrites ?q= without asking the server again: the tasks on the page are already the right ones.
		const loaderRequests: string[] = [];
		page.on("request", (request) => {
			if (new URL(request.url()).pathname.endsWith(".data")) loaderRequests.push(request.url());
		});
		await page.getByRole("searchbox", { name: en.matrix.search }).pressSequentially("prepare");
		await expect.poll(() => titlesIn(page, "urgent-important")).toEqual(["Prepare the slides"]);
		await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("prepare");
		expect(loaderRequests).toEqual([]);

		const nav = page.getByRole("navigation", { name: en.nav.main });
		/** Follows a link to the other view, which shows the "Work" board searched for "prepare" too. */
		const switchTo = async (link: Locator, path: string) => {
			await link.click();
			await expect.poll(() => new URL(page.url()).pathname).toBe(path);
			await expect
				.poll(() => page.getByRole("button", { name: message(en.matrix.board, { name: "Work" }) }).isVisible())
				.toBe(true);
			expect(await page.getByRole("searchbox", { name: en.matrix.search }).inputValue()).toBe("prepare");
			expect(await titlesIn(page, "urgent-important")).toEqual(["Prepare the slides"]);
		};
		await switchTo(nav.getByRole("link", { name: en.nav.sticky }), "/sticky");
		await expectNoAxeViolations(page);

		await switchTo(nav.getByRole("link", { name: en.nav.matrix }), "/matrix");

		// Another board keeps the search too, through a reload.
		await page.getByRole("button", { name: message(en.matrix.board, { name: "Work" }) }).click();
		await page.getByRole("menuitemradio", { name: en.boards.defaultName }).click();
		await expect.poll(() => new URL(page.url()).searchParams.get("board")).not.toBe(boardId);
		expect(new URL(page.url()).searchParams.get("q")).toBe("prepare");
		await page.reload();
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		expect(await page.getByRole("searchbox", { name: en.matrix.search }).inputValue()).toBe("prepare");
		expect(await titlesIn(page, "urgent-important")).toEqual(["Prepare dinner"]);
	});
});
