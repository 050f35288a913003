import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { Quadrant } from "#core/constants.ts";
import { MESSAGES } from "./catalogs.ts";
import { hydrated } from "./journeys.ts";

const en = MESSAGES.en;

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

/** Becomes Pro through billing's test mode (the e2e server has no Stripe keys). */
export async function becomePro(page: Page) {
	await page.goto("/billing/test-checkout?interval=month");
	await hydrated(page.locator("main"));
	await page.getByRole("button", { name: en.billing.testCheckout.subscribe }).click();
	await expect.poll(() => page.getByRole("heading", { name: en.billing.success.welcome }).isVisible()).toBe(true);
}
