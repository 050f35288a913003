import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { addTaskByApi, card, message, openMatrix, quadrantName, region, titlesIn } from "./support/matrix.ts";
import { announcements, dragWithMouse } from "./support/moving.ts";

// Drag and drop (dnd-kit, its own chunk) loads on the first sign of a drag, not with /matrix: the first drag still
// works, and nothing the person was doing is lost when it arrives.

const session = setupBrowser();

const dragKitLoaded = (page: Page) =>
	page.evaluate(() =>
		performance
			.getEntriesByType("resource")
			.some((entry) => /^\/assets\/drag-kit-[\w-]+\.js$/.test(new URL(entry.name).pathname)),
	);

async function openWithTwoTasks() {
	const page = await session.anonymousPage({ viewport: { width: 1280, height: 1000 } });
	await addTaskByApi(page, "not-urgent-important", "Learn Spanish");
	await addTaskByApi(page, "not-urgent-important", "Run a 10k");
	await openMatrix(page);
	expect(await dragKitLoaded(page)).toBe(false);
	return page;
}

describe("drag and drop on demand", () => {
	it("loads with the pointer on the board, and the first mouse drag works", async () => {
		const page = await openWithTwoTasks();
		const spanish = card(page, "not-urgent-important", "Learn Spanish");
		// Straight from the page's load to the press and the move: the module arrives during it.
		await dragWithMouse(page, spanish, region(page, "urgent-not-important"), (place) => ({
			x: place.x,
			y: place.bottom - 30,
		}));
		await expect.poll(() => titlesIn(page, "urgent-not-important")).toEqual(["Learn Spanish"]);
		expect(await dragKitLoaded(page)).toBe(true);
	});

	it("loads with the focus on a card, which keeps it; Space pressed before it arrives picks the card up", async () => {
		const page = await openWithTwoTasks();
		// A slow network: the module is held back until Space has been pressed.
		let releaseModule = () => {};
		const spacePressed = new Promise<void>((resolve) => {
			releaseModule = resolve;
		});
		await page.route(/\/assets\/drag-kit-[\w-]+\.js$/, async (route) => {
			await spacePressed;
			await route.continue();
		});
		const spanish = card(page, "not-urgent-important", "Learn Spanish");
		// The very element focused, not one put in its place: marked, then asked for after the module loaded.
		await spanish.evaluate((element) => element.setAttribute("data-focused-before", ""));
		await spanish.focus();
		await page.keyboard.press("Space");
		releaseModule();
		await expect.poll(() => announcements(page).textContent()).toContain(`“Learn Spanish”`);
		expect(await dragKitLoaded(page)).toBe(true);
		expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-focused-before"))).toBe(true);
		await page.keyboard.press("ArrowDown");
		await expect.poll(() => announcements(page).textContent()).toContain("position 2 of 2");
		await page.keyboard.press("Space");
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Run a 10k", "Learn Spanish"]);
	});

	it("keeps a title being typed into a quadrant's field while the module arrives", async () => {
		const page = await openWithTwoTasks();
		const field = region(page, "urgent-important").getByLabel(
			message(en.matrix.quickAddLabel, { quadrant: quadrantName("urgent-important") }),
		);
		await field.evaluate((element) => element.setAttribute("data-focused-before", ""));
		// The focus in the board loads the module while the title is typed.
		await field.pressSequentially("Water the plants");
		await expect.poll(() => dragKitLoaded(page)).toBe(true);
		expect(await field.inputValue()).toBe("Water the plants");
		expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-focused-before"))).toBe(true);
	});
});
