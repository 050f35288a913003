import { describe, expect, it } from "vitest";
import { setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { addTaskByApi, openMatrix } from "./support/matrix.ts";
import { openSticky } from "./support/sticky.ts";

const session = setupBrowser();

describe("drag instructions for screen readers", () => {
	it("describe every card and note on every page the server renders, not only on its first", async () => {
		const page = await session.anonymousPage();
		const tasks = [
			["urgent-important", "Call the plumber"],
			["not-urgent-important", "Plan the garden"],
		] as const;
		for (const [quadrant, title] of tasks) await addTaskByApi(page, quadrant, title);
		// The server renders each view several times: a description it names must still exist in the browser.
		for (const open of [openMatrix, openSticky, openMatrix, openSticky]) {
			await open(page);
			const descriptions = await page.locator("main article[data-task-id]").evaluateAll((cards) =>
				cards.map((card) => {
					const id = card.getAttribute("aria-describedby") ?? "";
					return document.getElementById(id)?.textContent ?? `nothing with id "${id}"`;
				}),
			);
			expect(descriptions).toEqual([en.dnd.instructions, en.dnd.instructions]);
		}
	});
});
