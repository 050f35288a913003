import { describe, expect, it } from "vitest";
import { setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { freezeClock, quoteCard } from "./support/daily-quote.ts";
import { hydrated, signInAnonymously, visit } from "./support/journeys.ts";

const session = setupBrowser();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
	a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the daily quote's place", () => {
	it.each([
		[1280, 800],
		[360, 740],
	])(
		"takes its own room and covers neither the header, the board picker nor the search, at %i × %i (a phone's header buttons are 44 px)",
		async (width, height) => {
			const page = await session.newPage({ viewport: { width, height } });
			await freezeClock(page, new Date(2026, 10, 23, 9, 0, 0));
			await signInAnonymously(page);
			await visit(page, "/matrix");
			await hydrated(page.locator("main"));
			await page.clock.runFor(2000);
			await expect.poll(() => quoteCard(page).isVisible()).toBe(true);

			const quote = await quoteCard(page).boundingBox();
			const controls = [
				page.getByRole("banner"),
				// The board picker, named "Board: <its name>".
				page.getByRole("button", { name: en.matrix.board.split("{{")[0] }).first(),
				page.getByRole("searchbox", { name: en.matrix.search }),
			];
			for (const control of controls) {
				const box = await control.boundingBox();
				// One the phone hides (null) is not covered either.
				expect(quote !== null && box !== null && overlaps(quote, box)).toBe(false);
			}
			if (width < 640) {
				// A phone's header: each of its buttons is a 44 × 44 px touch target at least.
				const buttons = await page.getByRole("banner").getByRole("button").all();
				expect(buttons.length).toBeGreaterThan(0);
				for (const button of buttons) {
					const box = await button.boundingBox();
					expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
				}
			}

			await page.clock.runFor(20_000);
			await expect.poll(() => quoteCard(page).count()).toBe(0);
		},
	);
});
