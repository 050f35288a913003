import { describe, expect, it } from "vitest";
import { formatDue } from "./format-due.ts";

// Intl writes some spaces as no-break ones (U+202F before "PM" in English): compared here as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("a due date and time on a card", () => {
	it.each([
		["en", "Dec 3, 3:00 PM"],
		["ko", "12월 3일 오후 3:00"],
		["ms", "3 Dis, 3:00 PTG"],
		["zh", "12月3日 15:00"],
		["ja", "12月3日 15:00"],
		["fr", "3 déc., 15:00"],
		["es", "3 dic, 15:00"],
	] as const)("is written as %s writes it", (locale, expected) => {
		expect(plain(formatDue(locale, "2026-12-03", "15:00"))).toBe(expected);
	});

	it("reads a time with seconds, as the database gives it, and the day alone without a time", () => {
		expect(plain(formatDue("en", "2026-12-03", "09:05:00"))).toBe("Dec 3, 9:05 AM");
		expect(formatDue("ko", "2026-12-03", null)).toBe("12월 3일");
	});

	it("keeps the calendar day whatever the zone of the machine that prints it", () => {
		expect(plain(formatDue("en", "2026-12-31", "23:59"))).toBe("Dec 31, 11:59 PM");
		expect(formatDue("en", "2027-01-01", null)).toBe("Jan 1");
	});
});
