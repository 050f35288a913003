import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { QUADRANTS, type Quadrant } from "#core/constants.ts";
import { changesSaved, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { fr } from "./support/catalogs.ts";
import { arrivedAt, visit } from "./support/journeys.ts";

const session = setupBrowser();

const region = (page: Page, quadrant: Quadrant) => page.getByRole("region", { name: fr.quadrants[quadrant].name });
/** The example of a quadrant, found as a screen reader names it: its title, then "Exemple". */
const example = (page: Page, quadrant: Quadrant) =>
	region(page, quadrant).getByRole("article", {
		name: `${fr.examples.tasks[quadrant].title} ${fr.examples.badge}${fr.matrix.factSeparator}`,
	});
const examplesShown = (page: Page) => page.locator("main article", { hasText: fr.examples.badge }).count();
const clearButton = (page: Page) => page.getByRole("button", { name: fr.examples.clear });

/** A new person, in French, without an account: the first board is made by this visit. */
async function newFrenchVisitor(options: Parameters<typeof session.newPage>[0] = {}) {
	const page = await session.newPage({ locale: "en-US", ...options });
	await visit(page, "/fr/login");
	await page.getByRole("button", { name: fr.login.continueAnonymously }).click();
	await arrivedAt(page, "/fr/matrix");
	return page;
}

/** Presses Tab until the focus is on `name`'s button, as a keyboard user would reach it. */
async function tabTo(page: Page, name: string) {
	for (let presses = 0; presses < 60; presses++) {
		await page.keyboard.press("Tab");
		const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
		if (focused === name) return;
	}
	throw new Error(`Tab never reached “${name}”`);
}

describe("a new person's first board", () => {
	it("starts with one French example per quadrant, badged, cleared in one action from the keyboard, and Undo brings them back", async () => {
		const page = await newFrenchVisitor();
		// The browser speaks English; the page is French, and so is every API call it makes (their messages follow).
		// The live-sync stream is an EventSource, which cannot set headers, and carries no message to translate.
		const apiLanguages = new Set<string | undefined>();
		page.on("request", (request) => {
			const path = new URL(request.url()).pathname;
			if (path.startsWith("/api/v1/") && path !== "/api/v1/events") {
				apiLanguages.add(request.headers()["accept-language"]);
			}
		});
		for (const quadrant of QUADRANTS) {
			const card = example(page, quadrant);
			// Polled: the address changes as the router commits to the board, a moment before React has painted it.
			await expect.poll(() => card.count(), { message: quadrant }).toBe(1);
			expect(await card.getByText(fr.examples.badge, { exact: true }).isVisible()).toBe(true);
		}
		expect(await page.getByText(fr.examples.notice).isVisible()).toBe(true);
		await expectNoAxeViolations(page);

		await tabTo(page, fr.examples.clear);
		await page.keyboard.press("Enter");
		await expect.poll(() => examplesShown(page)).toBe(0);
		// Each empty quadrant says in one line what belongs in it.
		for (const quadrant of QUADRANTS) {
			expect(await region(page, quadrant).textContent()).toContain(fr.quadrants[quadrant].empty);
		}
		expect(await clearButton(page).count()).toBe(0);
		// The button went with the examples: the focus is on the page's heading, not lost to the document's body.
		expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
		// The toasts are one key away (F8), and Undo the next stop.
		const undo = page.getByRole("button", { name: fr.matrix.undo });
		await undo.waitFor();
		await page.keyboard.press("F8");
		await tabTo(page, fr.matrix.undo);
		await page.keyboard.press("Enter");
		await expect.poll(() => examplesShown(page)).toBe(4);
		await changesSaved(page);

		expect([...apiLanguages]).toEqual(["fr"]);

		await page.reload();
		for (const quadrant of QUADRANTS) expect(await example(page, quadrant).count(), quadrant).toBe(1);
		await expectNoAxeViolations(page);
	});

	it("fits the whole grid of a phone's first screen, the examples' notice included", async () => {
		const page = await newFrenchVisitor({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
		// The notice takes its room before the tiles are measured.
		await expect.poll(() => clearButton(page).isVisible()).toBe(true);
		const tiles = page
			.getByRole("navigation", { name: fr.matrix.overview })
			.getByRole("listitem")
			.filter({
				has: page.getByRole("heading"),
			});
		expect(await tiles.count()).toBe(4);
		for (const box of await Promise.all((await tiles.all()).map((tile) => tile.boundingBox()))) {
			expect(box?.y ?? 0).toBeGreaterThan(0);
			expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
		}
	});

	it("shows the examples on the sticky wall too, and once cleared they do not come back", async () => {
		const page = await newFrenchVisitor();
		await visit(page, "/fr/sticky");
		for (const quadrant of QUADRANTS) {
			const section = page.getByRole("region", { name: fr.quadrants[quadrant].name });
			const note = section.getByRole("article", {
				name: `${fr.examples.tasks[quadrant].title} ${fr.examples.badge}${fr.matrix.factSeparator}`,
			});
			expect(await note.getByText(fr.examples.badge, { exact: true }).isVisible()).toBe(true);
		}
		await expectNoAxeViolations(page);

		await clearButton(page).click();
		await expect.poll(() => examplesShown(page)).toBe(0);
		for (const quadrant of QUADRANTS) {
			expect(await page.getByRole("region", { name: fr.quadrants[quadrant].name }).textContent()).toContain(
				fr.quadrants[quadrant].empty,
			);
		}
		await changesSaved(page);
		await visit(page, "/fr/matrix");
		expect(await examplesShown(page)).toBe(0);
		expect(await clearButton(page).count()).toBe(0);
	});
});
