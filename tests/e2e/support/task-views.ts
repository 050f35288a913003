import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { Quadrant } from "#core/constants.ts";
import type { BrowserSession } from "./browser.ts";
import { withoutDailyQuote } from "./daily-quote.ts";
import { addTaskByApi, card, chooseStackedLayout, openMatrix, region, titlesIn } from "./matrix.ts";
import { type DropPoint, dragByTouch, PHONE, reloadWhenSaved } from "./moving.ts";
import { openSticky } from "./sticky.ts";

type Viewport = { width: number; height: number };

/** One of the two views of the tasks, the matrix and the sticky wall, for the journeys both share. */
export type TaskView = {
	open: (page: Page) => Promise<void>;
	/** Where a card dragged into a quadrant is dropped: that quadrant's place… */
	dropZone: (page: Page, quadrant: Quadrant) => Locator;
	/** …and the point of it. */
	dropAt: DropPoint;
};

export const MATRIX: TaskView = {
	open: openMatrix,
	dropZone: region,
	// Near the bottom of the quadrant, below its cards.
	dropAt: (place) => ({ x: place.x, y: place.bottom - 30 }),
};

/** The matrix in its stacked layout, where a phone shows the four quadrants one below the other. */
export const STACKED_MATRIX: TaskView = {
	...MATRIX,
	open: async (page) => {
		await chooseStackedLayout(page);
		await openMatrix(page);
	},
};

export const STICKY_WALL: TaskView = {
	open: openSticky,
	dropZone: (page, quadrant) => region(page, quadrant).locator("ul"),
	dropAt: (place) => place,
};

/**
 * The mouse-dragging journeys' start, in either view: "Fix the leak" and "Answer the landlord" urgent and important,
 * "Sort old photos" in neither, on a screen of the size given.
 */
export async function openWithTasksToDrag(session: BrowserSession, view: TaskView, viewport: Viewport) {
	const page = await session.anonymousPage({ viewport });
	await addTaskByApi(page, "urgent-important", "Fix the leak");
	await addTaskByApi(page, "urgent-important", "Answer the landlord");
	await addTaskByApi(page, "not-urgent-not-important", "Sort old photos");
	await view.open(page);
	return {
		page,
		leak: card(page, "urgent-important", "Fix the leak"),
		photos: card(page, "not-urgent-not-important", "Sort old photos"),
	};
}

/** On a phone, a task pressed, held and slid into another quadrant is there, and still there after a reload. */
export async function moveByTouch(session: BrowserSession, view: TaskView) {
	const page = await session.anonymousPage(PHONE);
	await addTaskByApi(page, "urgent-important", "Buy milk");
	await withoutDailyQuote(page);
	await view.open(page);
	const target = view.dropZone(page, "urgent-not-important");
	await dragByTouch(page, card(page, "urgent-important", "Buy milk"), target, view.dropAt);
	await expect.poll(() => titlesIn(page, "urgent-not-important")).toEqual(["Buy milk"]);
	await reloadWhenSaved(page);
	expect(await titlesIn(page, "urgent-not-important")).toEqual(["Buy milk"]);
}
