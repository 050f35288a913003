import type { Page } from "playwright-core";
import { expect } from "vitest";
import { type Locale, QUOTE_ENABLED_STORAGE_KEY } from "#core/constants.ts";
import enQuotes from "#locales/en/quotes.json" with { type: "json" };
import frQuotes from "#locales/fr/quotes.json" with { type: "json" };
import { MESSAGES } from "./catalogs.ts";

/** The quote card, found as a person using a screen reader finds it: the region named "Quote of the day". */
export const quoteCard = (page: Page, locale: Locale = "en") =>
	page.getByRole("region", { name: MESSAGES[locale].quote.title });

/** The quote the app shows on a given local day (every language lists the same quotes in the same order). */
export function expectedQuote(locale: "en" | "fr", day: Date) {
	const quotes = locale === "en" ? enQuotes : frQuotes;
	const dayNumber = Math.floor(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) / 86_400_000);
	const quote = quotes[dayNumber % quotes.length];
	if (!quote) throw new Error("no quotes");
	return quote;
}

/** Records the requests for a quote file, to prove that it is fetched only when a quote is due. */
export function quoteFileRequests(page: Page): string[] {
	const requested: string[] = [];
	page.on("request", (request) => {
		const { pathname } = new URL(request.url());
		if (/^\/assets\/quotes-[\w-]+\.json$/.test(pathname)) requested.push(pathname);
	});
	return requested;
}

/** Freezes the page's clock at `time` for every document the page opens; time moves only when the test says so. */
export async function freezeClock(page: Page, time: Date) {
	// Installed a minute early: the clock runs until paused, and pausing can only move it forwards.
	await page.clock.install({ time: new Date(time.getTime() - 60_000) });
	await page.clock.pauseAt(time);
}

/** After the page has settled (no request for 500 ms), nothing of the quote is there. */
export async function expectNoQuote(page: Page, requested: string[]) {
	await page.waitForLoadState("networkidle");
	expect(await quoteCard(page).count()).toBe(0);
	expect(requested).toEqual([]);
}

/** True when two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
	return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * Turns the daily quote off for the page's next loads, as the setting does: for journeys that test something else
 * and press the page at times the quote does not know (its arrival and departure around a press are daily-quote's).
 */
export const withoutDailyQuote = (page: Page) =>
	page.addInitScript((key) => localStorage.setItem(key, "false"), QUOTE_ENABLED_STORAGE_KEY);
