import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Quadrant } from "#core/constants.ts";
import { changesSaved, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { addTaskByApi, card, message, quadrantName, region, titlesIn } from "./support/matrix.ts";
import { PHONE } from "./support/moving.ts";
import { throttle } from "./support/slow-phone.ts";

// Issue 44: nothing on screen is dead. On a slow phone's profile (4× CPU slowdown, slow 4G, nothing cached), each
// control is used the moment it shows, before React has hydrated the page, and what it does still happens: links are
// served by the HTML, every other tap, Enter and key is kept and replayed once hydrated (ADR 0046). The page's scripts
// are held until the test has acted, so that a loaded machine cannot make it act on a page already hydrated.
const session = setupBrowser();

/** Whether React has hydrated the element yet: the test acts before, or it would prove nothing. */
const isHydrated = (element: Locator) =>
	element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")));

/** A signed-in page with one task, its CPU and network throttled and its cache off, so every visit is a slow one. */
async function slowPage(options: Parameters<typeof session.anonymousPage>[0] = {}) {
	const page = await session.anonymousPage(options);
	await addTaskByApi(page, "urgent-important", "Water the plants");
	const cdp = await throttle(page);
	await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
	return page;
}

/**
 * Opens the page and answers as soon as the browser has it, with its scripts held back until the answered function
 * is called: on a loaded machine a throttled page could otherwise hydrate while the test is still acting on it.
 */
async function arrive(page: Page, path: string): Promise<() => void> {
	await changesSaved(page);
	let release = () => {};
	const isReleased = new Promise<void>((resolve) => {
		release = resolve;
	});
	await page.unrouteAll({ behavior: "ignoreErrors" });
	await page.route("**/assets/**/*.js", async (route) => {
		await isReleased;
		// A page the test navigated away from (a tile's link) no longer wants its scripts.
		await route.continue().catch(() => undefined);
	});
	await page.goto(path, { waitUntil: "commit" });
	return release;
}

const quickAddField = (page: Page, quadrant: Quadrant) =>
	region(page, quadrant).getByLabel(message(en.matrix.quickAddLabel, { quadrant: quadrantName(quadrant) }));

/** Whether the control shows that its tap was taken and waits to be replayed (it pulses). */
const isMarkedWaiting = (control: Locator) => control.evaluate((node) => node.hasAttribute("data-early-input"));

/**
 * Clicks (or taps) the control as soon as it shows, checks that React had not hydrated it yet, and that the control
 * shows the tap was taken.
 */
async function useEarly(control: Locator, how: "click" | "tap" = "click") {
	await (how === "tap" ? control.tap() : control.click());
	expect(await isHydrated(control), "acted before hydration").toBe(false);
	expect(await isMarkedWaiting(control), "shows the tap was taken").toBe(true);
}

const WATER = "Water the plants";
const menuNamed = (page: Page, name: string) => page.getByRole("menu", { name });

describe("the first tap on a slow phone's profile, desktop layout", () => {
	it("adds with Enter, ticks, opens a card and every menu before the page has hydrated", {
		timeout: 180_000,
	}, async () => {
		const page = await slowPage();

		let hydrate = await arrive(page, "/matrix");
		const field = quickAddField(page, "not-urgent-important");
		await field.fill("Added before hydration");
		await field.press("Enter");
		expect(await isHydrated(field), "typed before hydration").toBe(false);
		const checkbox = page.getByRole("checkbox", { name: message(en.matrix.markDone, { title: WATER }) });
		await useEarly(checkbox);
		// Nothing happened yet as far as the person can tell but the pulse: an impatient second tap is not a second tick,
		// which would untick it once replayed.
		await checkbox.click();
		hydrate();
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Added before hydration"]);
		await expect.poll(() => field.inputValue()).toBe("");
		await expect.poll(() => checkbox.isChecked()).toBe(true);
		expect(await isMarkedWaiting(checkbox), "replayed, it no longer waits").toBe(false);

		// Both were saved, not only shown.
		(await arrive(page, "/matrix"))();
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Added before hydration"]);
		await expect.poll(() => checkbox.isChecked()).toBe(true);

		hydrate = await arrive(page, "/matrix");
		await useEarly(card(page, "urgent-important", WATER).getByRole("button", { name: WATER, exact: true }));
		hydrate();
		await expect.poll(() => page.getByRole("dialog", { name: en.editor.editTitle }).isVisible()).toBe(true);

		hydrate = await arrive(page, "/matrix");
		await useEarly(page.getByRole("button", { name: en.matrix.viewOptions }));
		hydrate();
		await expect.poll(() => menuNamed(page, en.matrix.viewOptions).isVisible()).toBe(true);

		hydrate = await arrive(page, "/matrix");
		const actions = message(en.matrix.taskActions, { title: WATER });
		await useEarly(page.getByRole("button", { name: actions }));
		hydrate();
		await expect.poll(() => menuNamed(page, actions).isVisible()).toBe(true);

		hydrate = await arrive(page, "/matrix");
		await useEarly(page.getByRole("button", { name: message(en.matrix.board, { name: en.boards.defaultName }) }));
		hydrate();
		await expect.poll(() => page.getByRole("menu").isVisible()).toBe(true);
	});
});

describe("the first tap on a slow phone's profile, phone layout", () => {
	it("opens a quadrant, pages to the next one and adds to it before the page has hydrated", {
		timeout: 120_000,
	}, async () => {
		const page = await slowPage(PHONE);

		// A tile is a link: the HTML serves it, as a new page with the quadrant open.
		let hydrate = await arrive(page, "/matrix");
		const tileName = message(en.matrix.openQuadrant_one, { quadrant: quadrantName("urgent-important"), count: 1 });
		const tile = page.getByRole("link", { name: tileName, exact: true });
		await tile.waitFor();
		expect(await isHydrated(tile), "before hydration").toBe(false);
		await tile.tap();
		hydrate();
		await expect.poll(() => new URL(page.url()).search).toBe("?quadrant=urgent-important");
		await expect.poll(() => region(page, "urgent-important").isVisible()).toBe(true);

		hydrate = await arrive(page, "/matrix?quadrant=urgent-important");
		const next = message(en.matrix.nextQuadrant, { quadrant: quadrantName("not-urgent-important") });
		await useEarly(page.getByRole("button", { name: next }), "tap");
		hydrate();
		await expect.poll(() => new URL(page.url()).search).toBe("?quadrant=not-urgent-important");
		await expect.poll(() => region(page, "not-urgent-important").isVisible()).toBe(true);

		hydrate = await arrive(page, "/matrix?quadrant=not-urgent-important");
		const field = quickAddField(page, "not-urgent-important");
		await field.tap();
		await field.fill("Added on the phone");
		await field.press("Enter");
		expect(await isHydrated(field), "typed before hydration").toBe(false);
		hydrate();
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Added on the phone"]);
	});
});
