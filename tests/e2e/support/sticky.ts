import type { Locator, Page } from "playwright-core";
import type { Quadrant } from "#core/constants.ts";
import { en } from "./catalogs.ts";
import { hydrated } from "./journeys.ts";

/** Opens the sticky wall and waits until it answers to input. */
export async function openSticky(page: Page, path = "/sticky") {
	await page.goto(path);
	await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
	await page.waitForLoadState("networkidle");
}

const NOTE_TOKEN: Record<Quadrant, string> = {
	"urgent-important": "--note-q1",
	"not-urgent-important": "--note-q2",
	"urgent-not-important": "--note-q3",
	"not-urgent-not-important": "--note-q4",
};

/** A quadrant's note colour as the page's design tokens define it, as the browser computes it (rgb(…)). */
export const noteToken = (page: Page, quadrant: Quadrant) =>
	page.evaluate((name) => {
		const probe = document.createElement("div");
		probe.style.backgroundColor = `var(${name})`;
		document.body.append(probe);
		const colour = getComputedStyle(probe).backgroundColor;
		probe.remove();
		return colour;
	}, NOTE_TOKEN[quadrant]);

export const backgroundOf = (locator: Locator) =>
	locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** The note's tilt as computed ("none" when it does not lean). */
export const tiltOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).rotate);
