import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { changesSaved } from "./browser.ts";

// Moving cards and notes as a person does, shared by the matrix and the sticky wall (both use dnd-kit).

/** A phone's screen, touch only. */
export const PHONE = { viewport: { width: 390, height: 1400 }, hasTouch: true, isMobile: true };

type Point = { x: number; y: number };
/** Where an element is on the screen: its centre, and its top and bottom edges. */
type Place = Point & { top: number; bottom: number };
/** The point of the target a card is dropped on; its centre unless told. */
export type DropPoint = (target: Place) => Point;

async function placeOf(locator: Locator): Promise<Place> {
	const box = await locator.boundingBox();
	if (!box) throw new Error("not visible");
	return { x: box.x + box.width / 2, y: box.y + box.height / 2, top: box.y, bottom: box.y + box.height };
}

/** Drags a card with the mouse from its centre onto a point of `target`, in small steps as a hand would. */
export async function dragWithMouse(page: Page, card: Locator, target: Locator, at: DropPoint = (place) => place) {
	const from = await placeOf(card);
	const to = at(await placeOf(target));
	await page.mouse.move(from.x, from.y);
	await page.mouse.down();
	await page.mouse.move(from.x + 10, from.y + 10, { steps: 5 });
	await page.mouse.move(to.x, to.y, { steps: 15 });
	await page.mouse.move(to.x, to.y + 1, { steps: 2 });
	await page.mouse.up();
}

/**
 * Presses and holds a finger on a card until it lifts, then slides it onto a point of `target`, rests there a moment
 * as a finger does, and lets go. The target is measured once the card has lifted, and the drop waits until the page
 * has drawn the last move: on a busy machine a release sent at once was judged from an earlier move, one place off.
 */
export async function dragByTouch(page: Page, card: Locator, target: Locator, at: DropPoint = (place) => place) {
	const from = await placeOf(card);
	const touch = await page.context().newCDPSession(page);
	const touchAt = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
		touch.send("Input.dispatchTouchEvent", {
			type,
			touchPoints: type === "touchEnd" ? [] : [{ x: Math.round(x), y: Math.round(y) }],
		});
	await touchAt("touchStart", from.x, from.y);
	// Held long enough, the card lifts (the drag preview appears); only then does the finger slide.
	await expect.poll(() => page.locator("main article.opacity-40").count()).toBe(1);
	const to = at(await placeOf(target));
	for (let step = 1; step <= 12; step++) {
		await touchAt("touchMove", from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12);
	}
	await afterTwoFrames(page);
	await touchAt("touchMove", to.x, to.y + 1);
	await afterTwoFrames(page);
	await touchAt("touchEnd", to.x, to.y + 1);
}

/** What dnd-kit announces to screen readers while a card is moved with the keyboard. */
export const announcements = (page: Page) => page.locator("[id^=DndLiveRegion]");

/**
 * Focuses a card and picks it up with Space, waiting, like a screen-reader user, to hear it picked up. dnd-kit
 * measures where it can go in the frames after the pick-up; a key pressed sooner is lost.
 */
export async function pickUpWithKeyboard(page: Page, card: Locator, title: string) {
	await card.focus();
	await page.keyboard.press("Space");
	await expect.poll(() => announcements(page).textContent()).toContain(`“${title}”`);
	await afterTwoFrames(page);
}

/**
 * Moves a card one step with the keyboard: picks it up, presses `key`, waits, like a screen-reader user, to hear
 * `heard` (where the card is now) before dropping it with Space, and hears it dropped.
 */
export async function moveWithKeyboard(page: Page, card: Locator, title: string, key: string, heard: string) {
	await pickUpWithKeyboard(page, card, title);
	await page.keyboard.press(key);
	await expect.poll(() => announcements(page).textContent()).toContain(heard);
	await page.keyboard.press("Space");
	await expect.poll(() => announcements(page).textContent()).toContain(`Dropped “${title}”`);
}

export const afterTwoFrames = (page: Page) =>
	page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Waits until every change reached the server and no card is still sliding into place. */
export async function settled(page: Page) {
	await changesSaved(page);
	await expect
		.poll(() =>
			page.evaluate(() =>
				[...document.querySelectorAll<HTMLElement>("main li")].every(
					(item) => item.style.transform === "" || item.style.transform === "none",
				),
			),
		)
		.toBe(true);
	// A card's slide ends in a CSS transition after its transform is cleared: settled once none is running.
	await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
}

/** Reloads the page once every change it made has reached the server. */
export async function reloadWhenSaved(page: Page) {
	await changesSaved(page);
	await page.reload();
}
