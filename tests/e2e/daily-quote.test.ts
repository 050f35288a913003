import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { QUADRANTS, QUOTE_ENABLED_STORAGE_KEY } from "#core/constants.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en, fr } from "./support/catalogs.ts";
import {
	expectedQuote,
	expectNoQuote,
	freezeClock,
	overlaps,
	quoteCard,
	quoteFileRequests,
} from "./support/daily-quote.ts";
import { arrivedAt, hydrated, pathOf, signInAnonymously, visit } from "./support/journeys.ts";
import { message, quadrantName, region } from "./support/matrix.ts";

const session = setupBrowser();

const MORNING = new Date(2026, 10, 23, 9, 0, 0);
const NEXT_MORNING = new Date(2026, 10, 24, 8, 30, 0);

const countdown = (seconds: number) =>
	message(seconds === 1 ? en.quote.hidesIn_one : en.quote.hidesIn_other, { count: seconds });

/** Signs in with the clock frozen (so no quote comes meanwhile), then opens /matrix as a full page load. */
async function openMatrixFrozen(page: Page, time = MORNING) {
	await freezeClock(page, time);
	await signInAnonymously(page);
	await visit(page, "/matrix");
}

describe("the daily quote", () => {
	it("appears 2 s after a full load and not before, counts 20 s down and hides; once a day; again the next day", async () => {
		const page = await session.newPage();
		await openMatrixFrozen(page);
		const requested = quoteFileRequests(page);

		await page.clock.runFor(1999);
		await expectNoQuote(page, requested);
		await page.clock.runFor(1);
		const card = quoteCard(page);
		await expect.poll(() => card.isVisible()).toBe(true);

		const quote = expectedQuote("en", MORNING);
		expect(await card.locator("blockquote").textContent()).toBe(`“${quote.text}”`);
		expect(await card.locator("figcaption").textContent()).toBe(`— ${quote.author}`);
		// Announced politely: the card sits in a polite live region, present before the quote was put in.
		const liveRegion = page.getByRole("status").filter({ has: card });
		expect(await liveRegion.getAttribute("aria-live")).toBe("polite");
		// The quote file is a separate static file, fetched with GET once the quote was due, and cacheable for good.
		expect(requested).toHaveLength(1);
		const file = await page.request.get(requested[0] ?? "");
		expect(file.headers()["cache-control"]).toContain("immutable");

		expect(await card.getByRole("timer").textContent()).toBe(countdown(20));
		await page.clock.runFor(10_000);
		await expect.poll(() => card.getByRole("timer").textContent()).toBe(countdown(10));
		await page.clock.runFor(9999);
		await expect.poll(() => card.getByRole("timer").textContent()).toBe(countdown(1));
		expect(await card.isVisible()).toBe(true);
		await page.clock.runFor(1);
		await expect.poll(() => card.count()).toBe(0);

		// The same day: not again, neither after a reload nor later in the day.
		const laterRequests = quoteFileRequests(page);
		await page.reload();
		await hydrated(page.locator("main"));
		await page.clock.runFor(60_000);
		await expectNoQuote(page, laterRequests);

		// The next calendar day it comes back; dismissing it hides it at once, without waiting for the countdown.
		await page.clock.pauseAt(NEXT_MORNING);
		await page.reload();
		await hydrated(page.locator("main"));
		await page.clock.runFor(2000);
		await expect.poll(() => card.isVisible()).toBe(true);
		expect(await card.locator("blockquote").textContent()).toBe(`“${expectedQuote("en", NEXT_MORNING).text}”`);
		await card.getByRole("button", { name: en.quote.dismiss }).click();
		expect(await card.count()).toBe(0);
	});

	it("waits until a held press is let go before it goes, so that nothing moves under a finger", async () => {
		const page = await session.newPage();
		await openMatrixFrozen(page);
		await page.clock.runFor(2000);
		const card = quoteCard(page);
		await expect.poll(() => card.isVisible()).toBe(true);
		// A button held down on the page's heading (as a finger holds a card to drag it) when the 20 s are up.
		const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
		await page.mouse.move((heading?.x ?? 0) + 4, (heading?.y ?? 0) + 4);
		await page.mouse.down();
		await page.clock.runFor(25_000);
		// A task queued after whatever the time-up asked React to render: by then a hidden card would be gone.
		await page.evaluate(
			() =>
				new Promise<void>((resolve) => {
					const channel = new MessageChannel();
					channel.port1.onmessage = () => resolve();
					channel.port2.postMessage(0);
				}),
		);
		expect(await card.isVisible()).toBe(true);
		await page.mouse.up();
		await expect.poll(() => card.count()).toBe(0);
	});

	it("comes 1 s after signing in, in the page's language", async () => {
		const page = await session.newPage();
		await freezeClock(page, MORNING);
		const requested = quoteFileRequests(page);
		await visit(page, "/fr/login");
		await page.getByRole("button", { name: fr.login.continueAnonymously }).click();
		await arrivedAt(page, "/fr/matrix");

		await page.clock.runFor(999);
		await expectNoQuote(page, requested);
		await page.clock.runFor(1);
		const card = quoteCard(page, "fr");
		await expect.poll(() => card.isVisible()).toBe(true);
		const quote = expectedQuote("fr", MORNING);
		expect(await card.locator("blockquote").textContent()).toBe(message(fr.quote.text, { text: quote.text }));
		expect(await card.locator("figcaption").textContent()).toBe(`— ${quote.author}`);
		expect(await card.getByRole("button", { name: fr.quote.dismiss }).isVisible()).toBe(true);
	});

	it("comes on the sticky page too, 1 s after arriving from another app page, and never on the others", async () => {
		const page = await session.newPage();
		await freezeClock(page, MORNING);
		await signInAnonymously(page);
		await visit(page, "/profile");
		const requested = quoteFileRequests(page);
		await page.clock.runFor(5000);
		await expectNoQuote(page, requested);

		await page.getByRole("link", { name: en.nav.sticky }).click();
		await expect.poll(() => pathOf(page)).toBe("/sticky");
		await page.clock.runFor(999);
		await expectNoQuote(page, requested);
		await page.clock.runFor(1);
		await expect.poll(() => quoteCard(page).isVisible()).toBe(true);
	});

	it("never comes while the stored flag disables it", async () => {
		const page = await session.newPage();
		await freezeClock(page, MORNING);
		await signInAnonymously(page);
		await page.evaluate((key) => localStorage.setItem(key, "false"), QUOTE_ENABLED_STORAGE_KEY);
		const requested = quoteFileRequests(page);
		await visit(page, "/matrix");
		await page.clock.runFor(60_000);
		await expectNoQuote(page, requested);
		await visit(page, "/sticky");
		await page.clock.runFor(60_000);
		await expectNoQuote(page, requested);
	});

	it("never covers the add buttons, on a desktop or a 360 px phone", async () => {
		const page = await session.newPage({ viewport: { width: 1280, height: 800 } });
		await openMatrixFrozen(page);
		await page.clock.runFor(2000);
		const card = quoteCard(page);
		await expect.poll(() => card.isVisible()).toBe(true);

		const expectAddButtonsUncovered = async () => {
			const cardBox = await card.boundingBox();
			expect(cardBox).not.toBeNull();
			for (const quadrant of QUADRANTS) {
				const name = quadrantName(quadrant);
				const controls = [
					region(page, quadrant).getByRole("button", { name: message(en.matrix.addTo, { quadrant: name }) }),
					region(page, quadrant).getByLabel(message(en.matrix.quickAddLabel, { quadrant: name })),
				];
				for (const control of controls) {
					const box = await control.boundingBox();
					expect(box, quadrant).not.toBeNull();
					if (cardBox && box) expect(overlaps(cardBox, box), `${quadrant} under the quote`).toBe(false);
				}
			}
		};
		await expectAddButtonsUncovered();
		// On a phone the 2×2 grid's tiles are the way into each quadrant and its quick add: none is under the quote.
		await page.setViewportSize({ width: 360, height: 740 });
		const overview = page.getByRole("navigation", { name: en.matrix.overview });
		await expect.poll(() => overview.isVisible()).toBe(true);
		const cardBox = await card.boundingBox();
		for (const quadrant of QUADRANTS) {
			const tile = overview.getByRole("link", { name: quadrantName(quadrant) });
			const box = await tile.boundingBox();
			expect(box, quadrant).not.toBeNull();
			if (cardBox && box) expect(overlaps(cardBox, box), `${quadrant}'s tile under the quote`).toBe(false);
		}
	});

	it.each(["light", "dark"] as const)("passes axe with the quote showing, in %s mode", async (colorScheme) => {
		const page = await session.newPage({ colorScheme });
		await openMatrixFrozen(page);
		expect(await page.getAttribute("html", "data-theme")).toBe(colorScheme);
		await page.clock.runFor(2000);
		await expect.poll(() => quoteCard(page).isVisible()).toBe(true);
		// Axe needs timers, and opens a page of its own in this context while it runs: let time flow normally rather
		// than advancing the context's clock by hand under it. The quote stays for 20 s, far longer than axe takes.
		await page.clock.resume();
		await expectNoAxeViolations(page);
		expect(await quoteCard(page).isVisible()).toBe(true);
	});
});
