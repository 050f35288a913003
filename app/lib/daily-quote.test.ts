import { describe, expect, it } from "vitest";
import { quoteOfTheDay } from "./daily-quote.ts";

const QUOTES = ["a", "b", "c"];

describe("the quote of the day", () => {
	it("is the same all day long and the next one the next day", () => {
		const morning = quoteOfTheDay(QUOTES, new Date(2026, 10, 23, 0, 0, 1));
		expect(quoteOfTheDay(QUOTES, new Date(2026, 10, 23, 23, 59, 59))).toBe(morning);
		const tomorrow = quoteOfTheDay(QUOTES, new Date(2026, 10, 24, 12));
		expect(QUOTES.indexOf(tomorrow ?? "")).toBe((QUOTES.indexOf(morning ?? "") + 1) % QUOTES.length);
	});

	it("goes through every quote before repeating one", () => {
		const days = [0, 1, 2].map((day) => quoteOfTheDay(QUOTES, new Date(2026, 11, 30 + day)));
		expect(new Set(days).size).toBe(3);
	});
});
