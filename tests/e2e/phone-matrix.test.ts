import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { QUADRANTS, type Quadrant } from "#core/constants.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { withoutDailyQuote } from "./support/daily-quote.ts";
import { hydrated, visit } from "./support/journeys.ts";
import { addTaskByApi, card, message, openMatrix, quadrantName, quickAdd, region, titlesIn } from "./support/matrix.ts";
import { dragByTouch, moveWithKeyboard, settled } from "./support/moving.ts";
import { openSticky } from "./support/sticky.ts";

const session = setupBrowser();

const SMALL_PHONE = { width: 360, height: 740 };
const PHONE = { width: 390, height: 844 };
const onPhone = (viewport: { width: number; height: number }) => ({ viewport, hasTouch: true, isMobile: true });

/** Twelve tasks, as uneven as a real board: seven urgent and important, then three, two and none. */
const TASKS: Record<Quadrant, string[]> = {
	"urgent-important": [
		"Fix the leak",
		"Pay the rent",
		"Call the bank",
		"Book the vet",
		"Renew the passport",
		"Reply to Sam",
		"Buy a present",
	],
	"not-urgent-important": ["Plan the garden", "Learn Spanish", "Run a 10k"],
	"urgent-not-important": ["Return the parcel", "Answer the survey"],
	"not-urgent-not-important": [],
};

async function phoneWithTasks(viewport: { width: number; height: number }) {
	const page = await session.anonymousPage(onPhone(viewport));
	for (const quadrant of QUADRANTS) for (const title of TASKS[quadrant]) await addTaskByApi(page, quadrant, title);
	// A finger on a card is aimed from a measurement: the quote leaving the flow in between moved every card up.
	await withoutDailyQuote(page);
	await openMatrix(page);
	return page;
}

/** What a tile on the phone's grid is named: its quadrant and count. */
const tileName = (quadrant: Quadrant, count: number) =>
	message(count === 1 ? en.matrix.openQuadrant_one : en.matrix.openQuadrant_other, {
		quadrant: quadrantName(quadrant),
		count,
	});

/** A quadrant's tile on the phone's grid: the link that opens it… */
const tile = (page: Page, quadrant: Quadrant, count: number) =>
	page.getByRole("link", { name: tileName(quadrant, count), exact: true });

/** …and the whole tile, with the first titles. */
const tileWithTitles = (page: Page, quadrant: Quadrant, count: number) =>
	page.getByRole("listitem").filter({ has: tile(page, quadrant, count) });

/** The names of the quadrants shown in full, top to bottom. */
const visibleRegions = (page: Page) =>
	page
		.locator("main section[data-quadrant]")
		.evaluateAll((sections) =>
			sections
				.filter((section) => section.checkVisibility())
				.map((section) => section.querySelector("h2")?.textContent),
		);

const searchOf = (page: Page) => new URL(page.url()).search;

async function isInsideViewport(page: Page, locator: Locator) {
	const box = await locator.boundingBox();
	const viewport = page.viewportSize();
	if (!box || !viewport) return false;
	return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

const hasHorizontalScroll = (page: Page) =>
	page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A quick sideways swipe of one finger across `locator` (no hold, so no card is lifted). */
async function swipe(page: Page, locator: Locator, direction: "left" | "right") {
	const box = await locator.boundingBox();
	if (!box) throw new Error("not visible");
	const y = Math.round(box.y + Math.min(box.height / 2, 200));
	// Away from the screen's edges, where a swipe is the browser's own back and forward.
	const [start, end] = [box.x + box.width * 0.2, box.x + box.width * 0.8];
	const [from, to] = direction === "left" ? [end, start] : [start, end];
	const touch = await page.context().newCDPSession(page);
	await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: Math.round(from), y }] });
	for (let step = 1; step <= 5; step++) {
		const x = Math.round(from + ((to - from) * step) / 5);
		await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
	}
	await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

describe("the matrix on a phone", () => {
	it.each([SMALL_PHONE, PHONE])(
		"shows the four quadrants as a 2×2 grid on the first screen at $width × $height, with counts and titles",
		async (viewport) => {
			const page = await phoneWithTasks(viewport);
			for (const quadrant of QUADRANTS) {
				const heading = page.getByRole("heading", { name: tileName(quadrant, TASKS[quadrant].length), exact: true });
				expect(await isInsideViewport(page, heading), quadrantName(quadrant)).toBe(true);
				expect(await tile(page, quadrant, TASKS[quadrant].length).isVisible()).toBe(true);
				// The whole tile, not only its heading: the matrix fits the first screen.
				expect(await isInsideViewport(page, tileWithTitles(page, quadrant, TASKS[quadrant].length))).toBe(true);
			}
			// Two columns, two rows: the first two tiles side by side, the last two below them.
			const boxes = await Promise.all(
				QUADRANTS.map((quadrant) => tileWithTitles(page, quadrant, TASKS[quadrant].length).boundingBox()),
			);
			const [first, second, third, fourth] = boxes.map((box) => box ?? { x: 0, y: 0, width: 0, height: 0 });
			expect(second?.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0) - 1);
			expect(second?.y).toBe(first?.y);
			expect(third?.y).toBeGreaterThanOrEqual((first?.y ?? 0) + (first?.height ?? 0));
			expect(fourth?.x).toBe(second?.x);

			// The first titles of each quadrant, the rest counted.
			// As many titles as fit: six on the smaller screen, and "+1 more"; all seven on the taller one.
			const urgent = tileWithTitles(page, "urgent-important", 7);
			const isSmall = viewport === SMALL_PHONE;
			expect(await urgent.getByText("Fix the leak").isVisible()).toBe(true);
			expect(await urgent.getByText("Reply to Sam").isVisible()).toBe(true);
			expect(await urgent.getByText("Buy a present").isVisible()).toBe(!isSmall);
			expect(await urgent.getByText(message(en.matrix.moreTasks, { count: 1 })).isVisible()).toBe(isSmall);
			// An empty quadrant says what belongs there.
			const neither = tileWithTitles(page, "not-urgent-not-important", 0);
			expect(await neither.getByText(en.quadrants["not-urgent-not-important"].hint).isVisible()).toBe(true);
			// The full quadrants are not on screen until one is opened.
			expect(await visibleRegions(page)).toEqual([]);
			expect(await hasHorizontalScroll(page)).toBe(false);
			await expectNoAxeViolations(page);
		},
	);

	it("opens a quadrant with a tap, adds, reorders by touch, moves with Move to…, and comes back", async () => {
		const page = await phoneWithTasks(PHONE);
		await tileWithTitles(page, "not-urgent-important", 3).tap();
		await expect.poll(() => searchOf(page)).toBe("?quadrant=not-urgent-important");
		await expect.poll(() => visibleRegions(page)).toEqual([quadrantName("not-urgent-important")]);
		await expectNoAxeViolations(page);

		await quickAdd(page, "not-urgent-important", "Call grandma");
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toContain("Call grandma");
		const before = await titlesIn(page, "not-urgent-important");
		expect(before.slice(0, 3)).toEqual(TASKS["not-urgent-important"]);

		// Press and hold "Plan the garden", slide it onto "Run a 10k": it takes that place.
		await settled(page);
		await dragByTouch(
			page,
			card(page, "not-urgent-important", "Plan the garden"),
			card(page, "not-urgent-important", "Run a 10k"),
		);
		await expect
			.poll(() => titlesIn(page, "not-urgent-important"))
			.toEqual(["Learn Spanish", "Run a 10k", "Plan the garden", ...before.slice(3)]);

		// "Move to…" from the card's menu: the task leaves the open quadrant.
		await settled(page);
		await card(page, "not-urgent-important", "Learn Spanish")
			.getByRole("button", { name: message(en.matrix.taskActions, { title: "Learn Spanish" }) })
			.tap();
		await page.getByRole("menuitem", { name: quadrantName("urgent-not-important") }).tap();
		await expect.poll(() => titlesIn(page, "not-urgent-important")).not.toContain("Learn Spanish");

		// Back to the grid, where the counts and titles follow.
		await page.getByRole("button", { name: en.matrix.backToAll }).tap();
		await expect.poll(() => searchOf(page)).toBe("");
		await expect.poll(() => tile(page, "urgent-not-important", 3).isVisible()).toBe(true);
		expect(await tileWithTitles(page, "urgent-not-important", 3).getByText("Learn Spanish").isVisible()).toBe(true);
		expect(await tileWithTitles(page, "not-urgent-important", 3).getByText("Call grandma").isVisible()).toBe(true);
		await expectNoAxeViolations(page);

		// The page's back button went back in the history: the browser's forward and back go between the two.
		await page.goForward();
		await expect.poll(() => visibleRegions(page)).toEqual([quadrantName("not-urgent-important")]);
		await page.goBack();
		await expect.poll(() => searchOf(page)).toBe("");
		await expect.poll(() => visibleRegions(page)).toEqual([]);
		await page.goForward();
		await expect.poll(() => visibleRegions(page)).toEqual([quadrantName("not-urgent-important")]);
		await swipe(page, region(page, "not-urgent-important"), "left");
		await expect.poll(() => visibleRegions(page)).toEqual([quadrantName("urgent-not-important")]);
		await swipe(page, region(page, "urgent-not-important"), "right");
		await expect.poll(() => visibleRegions(page)).toEqual([quadrantName("not-urgent-important")]);
		// Swiping replaced the quadrant in the history: back is the grid again.
		await page.goBack();
		await expect.poll(() => searchOf(page)).toBe("");
		await expect.poll(() => tile(page, "urgent-important", 7).isVisible()).toBe(true);
	});

	it("works with the keyboard alone: Enter or Space opens, n adds, Space and arrows reorder, Move to…, arrows and Escape", async () => {
		const page = await phoneWithTasks(SMALL_PHONE);
		await tile(page, "urgent-not-important", 2).focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => visibleRegions(page)).toEqual([quadrantName("urgent-not-important")]);
		// The keyboard is at the opened quadrant's heading.
		await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("quadrant-urgent-not-important");

		await page.keyboard.press("n");
		await page.keyboard.type("Water the plants");
		await page.keyboard.press("Enter");
		await expect
			.poll(() => titlesIn(page, "urgent-not-important"))
			.toEqual(expect.arrayContaining(["Return the parcel", "Answer the survey", "Water the plants"]));

		await settled(page);
		const parcel = card(page, "urgent-not-important", "Return the parcel");
		await moveWithKeyboard(page, parcel, "Return the parcel", "ArrowDown", "position 2 of 3");
		await expect.poll(async () => (await titlesIn(page, "urgent-not-important")).indexOf("Return the parcel")).toBe(1);

		// "Move to…" with the keyboard: the task goes to "urgent and important".
		await settled(page);
		await card(page, "urgent-not-important", "Answer the survey")
			.getByRole("button", { name: message(en.matrix.taskActions, { title: "Answer the survey" }) })
			.focus();
		await page.keyboard.press("Enter");
		await page.getByRole("menuitem", { name: quadrantName("urgent-important") }).focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => titlesIn(page, "urgent-not-important")).not.toContain("Answer the survey");

		// Right and Left go to the neighbouring quadrants, Escape back to the grid, on the tile it came from.
		await parcel.focus();
		await page.keyboard.press("ArrowRight");
		await expect.poll(() => visibleRegions(page)).toEqual([quadrantName("not-urgent-not-important")]);
		await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("quadrant-not-urgent-not-important");
		await page.keyboard.press("ArrowLeft");
		await expect.poll(() => visibleRegions(page)).toEqual([quadrantName("urgent-not-important")]);
		await expectNoAxeViolations(page);
		await page.keyboard.press("Escape");
		await expect.poll(() => searchOf(page)).toBe("");
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-tile")))
			.toBe("urgent-not-important");
		expect(
			await tileWithTitles(page, "urgent-important", 8)
				.getByText(message(en.matrix.moreTasks, { count: 2 }))
				.isVisible(),
		).toBe(true);
		// Typing in a field keeps the arrows and Escape for the field.
		// Space opens a tile too.
		await tile(page, "urgent-important", 8).focus();
		await page.keyboard.press("Space");
		await expect.poll(() => visibleRegions(page)).toEqual([quadrantName("urgent-important")]);
		await page.keyboard.press("n");
		await page.keyboard.type("Buy stamps");
		await page.keyboard.press("ArrowLeft");
		await page.keyboard.press("Escape");
		expect(await visibleRegions(page)).toEqual([quadrantName("urgent-important")]);
	});

	it("keeps the header on one row at 360 px, its pages in a menu", async () => {
		const page = await session.anonymousPage(onPhone(SMALL_PHONE));
		await openMatrix(page);
		const header = page.locator("header").first();
		const row = await header.evaluate((element) => {
			const bar = element.firstElementChild as HTMLElement;
			const children = [...bar.children]
				.map((child) => child.getBoundingClientRect())
				.filter((box) => box.width > 0 && box.height > 0);
			const style = getComputedStyle(bar);
			return {
				height: bar.getBoundingClientRect().height,
				rowHeight:
					Math.max(...children.map((box) => box.height)) +
					Number.parseFloat(style.paddingTop) +
					Number.parseFloat(style.paddingBottom),
				tops: children.map((box) => Math.round(box.top + box.height / 2)),
			};
		});
		expect(row.height).toBe(row.rowHeight);
		expect(new Set(row.tops).size).toBe(1);

		const menu = page.getByRole("button", { name: message(en.nav.menuLabel, { page: en.nav.matrix }) });
		await menu.tap();
		await page.getByRole("menuitem", { name: en.nav.sticky }).tap();
		await expect.poll(() => new URL(page.url()).pathname).toBe("/sticky");
		await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
		expect(
			await page.getByRole("button", { name: message(en.nav.menuLabel, { page: en.nav.sticky }) }).isVisible(),
		).toBe(true);
		await expectNoAxeViolations(page);
	});

	it("scrolls no page sideways at 320 px", async () => {
		const page = await session.anonymousPage(onPhone({ width: 320, height: 640 }));
		for (const quadrant of QUADRANTS) await addTaskByApi(page, quadrant, `A rather long task title for ${quadrant}`);
		await openMatrix(page);
		expect(await hasHorizontalScroll(page), "/matrix").toBe(false);
		await tile(page, "urgent-important", 1).tap();
		await expect.poll(() => visibleRegions(page)).toEqual([quadrantName("urgent-important")]);
		expect(await hasHorizontalScroll(page), "/matrix?quadrant=urgent-important").toBe(false);
		await openSticky(page);
		expect(await hasHorizontalScroll(page), "/sticky").toBe(false);
		await visit(page, "/profile");
		expect(await hasHorizontalScroll(page), "/profile").toBe(false);
	});

	it("offers the stacked layout as a view option, which brings the four quadrants back in one column", async () => {
		const page = await phoneWithTasks(PHONE);
		await page.getByRole("button", { name: en.matrix.viewOptions }).tap();
		await page.getByRole("menuitemcheckbox", { name: en.viewOptions.phoneGrid }).tap();
		await page.keyboard.press("Escape");
		await expect.poll(() => visibleRegions(page)).toEqual(QUADRANTS.map(quadrantName));
		expect(await tile(page, "urgent-important", 7).isVisible()).toBe(false);

		// Kept on the server: after a reload, the quadrants are stacked, one below the other at the same left edge.
		await settled(page);
		await openMatrix(page);
		await expect.poll(() => visibleRegions(page)).toEqual(QUADRANTS.map(quadrantName));
		const boxes = await Promise.all(QUADRANTS.map((quadrant) => region(page, quadrant).boundingBox()));
		expect(new Set(boxes.map((box) => Math.round(box?.x ?? -1))).size).toBe(1);
		for (let index = 1; index < boxes.length; index++) {
			expect(boxes[index]?.y ?? 0).toBeGreaterThan(boxes[index - 1]?.y ?? 0);
		}
		expect(await isInsideViewport(page, region(page, "not-urgent-not-important"))).toBe(false);
		await expectNoAxeViolations(page);

		// The choice is the matrix's: the sticky wall's view options do not offer it.
		await openSticky(page);
		await page.getByRole("button", { name: en.matrix.viewOptions }).tap();
		await page.getByRole("menuitemcheckbox", { name: en.viewOptions.hideCompleted }).waitFor();
		expect(await page.getByRole("menuitemcheckbox", { name: en.viewOptions.phoneGrid }).count()).toBe(0);
	});
});
