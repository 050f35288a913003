// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUOTE_ENABLED_STORAGE_KEY, QUOTE_LAST_SHOWN_STORAGE_KEY } from "#core/constants.ts";
import { setQuoteEnabled } from "./quote-preference.ts";
import {
	canShowQuote,
	localDateKey,
	quoteDelayMs,
	readLastShown,
	recordQuoteShown,
	scheduleQuote,
} from "./quote-schedule.ts";

// Local times: the once-a-day rule follows the person's own midnight.
const MORNING = new Date(2026, 10, 23, 9, 0, 0);
const at = (date: Date, plusMs: number) => new Date(date.getTime() + plusMs);

beforeEach(() => {
	localStorage.clear();
	vi.useFakeTimers({ now: MORNING });
});

afterEach(() => {
	vi.useRealTimers();
});

/** Schedules a quote for the trigger and reports how long after now it became due (null: never, within a day). */
function dueAfter(trigger: "start-up" | "page-load"): number | null {
	const start = Date.now();
	let dueAt: number | null = null;
	scheduleQuote({ trigger, onDue: () => (dueAt = Date.now()) });
	vi.advanceTimersByTime(24 * 60 * 60 * 1000 - 1);
	return dueAt === null ? null : dueAt - start;
}

describe("the daily quote's timing", () => {
	it("is due 2 s after start-up and not a millisecond before", () => {
		const onDue = vi.fn();
		scheduleQuote({ trigger: "start-up", onDue });
		vi.advanceTimersByTime(1999);
		expect(onDue).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(onDue).toHaveBeenCalledOnce();
	});

	it("is due 1 s after sign-in or after a page finished loading", () => {
		expect(dueAfter("page-load")).toBe(1000);
	});

	it("is not due again the same calendar day, even just before midnight", () => {
		recordQuoteShown(MORNING);
		vi.setSystemTime(new Date(2026, 10, 23, 23, 59, 0));
		expect(dueAfter("start-up")).toBeNull();
	});

	it("is due again on the next calendar day", () => {
		recordQuoteShown(MORNING);
		vi.setSystemTime(new Date(2026, 10, 24, 8, 0, 0));
		expect(dueAfter("start-up")).toBe(2000);
	});

	it("never comes within 5 000 ms of the previous one, even across midnight", () => {
		const beforeMidnight = new Date(2026, 10, 23, 23, 59, 59);
		recordQuoteShown(beforeMidnight);
		vi.setSystemTime(at(beforeMidnight, 1500)); // 00:00:00.500 the next day
		expect(dueAfter("page-load")).toBe(3500);
		expect(readLastShown()?.date).toBe("2026-11-23");
	});

	it("is never due while the stored flag disables it", () => {
		setQuoteEnabled(false);
		expect(localStorage.getItem(QUOTE_ENABLED_STORAGE_KEY)).toBe("false");
		expect(dueAfter("start-up")).toBeNull();
		setQuoteEnabled(true);
		expect(dueAfter("start-up")).toBe(2000);
	});

	it("checks again when the delay is over: a quote shown meanwhile (another tab) or a flag turned off wins", () => {
		const onDue = vi.fn();
		scheduleQuote({ trigger: "start-up", onDue });
		vi.advanceTimersByTime(1000);
		recordQuoteShown(new Date());
		vi.advanceTimersByTime(1000);
		expect(onDue).not.toHaveBeenCalled();

		localStorage.clear();
		scheduleQuote({ trigger: "page-load", onDue });
		setQuoteEnabled(false);
		vi.advanceTimersByTime(1000);
		expect(onDue).not.toHaveBeenCalled();
	});

	it("can be cancelled, as when the person leaves the page during the delay", () => {
		const onDue = vi.fn();
		const cancel = scheduleQuote({ trigger: "start-up", onDue });
		vi.advanceTimersByTime(1500);
		cancel();
		vi.advanceTimersByTime(10_000);
		expect(onDue).not.toHaveBeenCalled();
	});

	it("treats unreadable stored data as no previous quote", () => {
		localStorage.setItem(QUOTE_LAST_SHOWN_STORAGE_KEY, "{not json");
		expect(readLastShown()).toBeNull();
		localStorage.setItem(QUOTE_LAST_SHOWN_STORAGE_KEY, JSON.stringify({ date: "yesterday", at: 1 }));
		expect(readLastShown()).toBeNull();
		expect(dueAfter("start-up")).toBe(2000);
	});
});

describe("the rules without timers", () => {
	const lastShown = { date: "2026-11-22", at: new Date(2026, 10, 22, 9).getTime() };

	it("names the local calendar date", () => {
		expect(localDateKey(new Date(2026, 0, 5, 0, 0, 0))).toBe("2026-01-05");
		expect(localDateKey(new Date(2026, 11, 31, 23, 59, 59))).toBe("2026-12-31");
	});

	it("answers the delay for each trigger, or null when the quote must not appear", () => {
		expect(quoteDelayMs({ trigger: "start-up", now: MORNING, lastShown, isEnabled: true })).toBe(2000);
		expect(quoteDelayMs({ trigger: "page-load", now: MORNING, lastShown: null, isEnabled: true })).toBe(1000);
		expect(quoteDelayMs({ trigger: "page-load", now: MORNING, lastShown, isEnabled: false })).toBeNull();
		const today = { date: "2026-11-23", at: MORNING.getTime() - 60_000 };
		expect(quoteDelayMs({ trigger: "page-load", now: MORNING, lastShown: today, isEnabled: true })).toBeNull();
	});

	it("allows a quote exactly 5 000 ms after the previous one, not 4 999", () => {
		const previous = { date: "2026-11-22", at: MORNING.getTime() - 5000 };
		expect(canShowQuote({ now: MORNING, lastShown: previous, isEnabled: true })).toBe(true);
		expect(canShowQuote({ now: at(MORNING, -1), lastShown: previous, isEnabled: true })).toBe(false);
	});
});
