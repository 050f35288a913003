import { describe, expect, it } from "vitest";
import { candidateDueDates, isReminderDue, wallClockAt } from "./reminder-time.ts";

describe("isReminderDue", () => {
	it("is due from 09:00 on the due date in the user's zone, not a minute before", () => {
		// 09:00 in Tokyo (UTC+9) is 00:00 UTC.
		const dueDate = "2026-03-10";
		const timeZone = "Asia/Tokyo";
		expect(isReminderDue({ now: new Date("2026-03-09T23:59:00Z"), dueDate, timeZone })).toBe(false);
		expect(isReminderDue({ now: new Date("2026-03-10T00:00:00Z"), dueDate, timeZone })).toBe(true);
		expect(isReminderDue({ now: new Date("2026-03-10T14:59:00Z"), dueDate, timeZone })).toBe(true);
		// Midnight in Tokyo: the due date is over.
		expect(isReminderDue({ now: new Date("2026-03-10T15:00:00Z"), dueDate, timeZone })).toBe(false);
	});

	it("follows daylight saving time: 09:00 in New York is 14:00 UTC in winter and 13:00 UTC in summer", () => {
		const timeZone = "America/New_York";
		expect(isReminderDue({ now: new Date("2026-01-15T13:59:00Z"), dueDate: "2026-01-15", timeZone })).toBe(false);
		expect(isReminderDue({ now: new Date("2026-01-15T14:00:00Z"), dueDate: "2026-01-15", timeZone })).toBe(true);
		expect(isReminderDue({ now: new Date("2026-07-15T12:59:00Z"), dueDate: "2026-07-15", timeZone })).toBe(false);
		expect(isReminderDue({ now: new Date("2026-07-15T13:00:00Z"), dueDate: "2026-07-15", timeZone })).toBe(true);
	});

	it("uses UTC when the user's zone is unknown", () => {
		expect(isReminderDue({ now: new Date("2026-05-01T08:59:59Z"), dueDate: "2026-05-01", timeZone: null })).toBe(false);
		expect(isReminderDue({ now: new Date("2026-05-01T09:00:00Z"), dueDate: "2026-05-01", timeZone: null })).toBe(true);
	});

	it("is not due on another day", () => {
		const now = new Date("2026-05-01T12:00:00Z");
		expect(isReminderDue({ now, dueDate: "2026-04-30", timeZone: "UTC" })).toBe(false);
		expect(isReminderDue({ now, dueDate: "2026-05-02", timeZone: "UTC" })).toBe(false);
	});
});

describe("wallClockAt", () => {
	it("reads the date and 24-hour hour in a zone, across the date line", () => {
		const now = new Date("2026-05-01T23:30:00Z");
		expect(wallClockAt(now, "Pacific/Kiritimati")).toEqual({ date: "2026-05-02", hour: 13 });
		expect(wallClockAt(now, "Pacific/Pago_Pago")).toEqual({ date: "2026-05-01", hour: 12 });
		expect(wallClockAt(new Date("2026-05-01T00:30:00Z"), "UTC")).toEqual({ date: "2026-05-01", hour: 0 });
	});
});

describe("candidateDueDates", () => {
	it("covers yesterday, today and tomorrow in UTC, where every zone's today lies", () => {
		expect(candidateDueDates(new Date("2026-01-01T00:10:00Z"))).toEqual(["2025-12-31", "2026-01-01", "2026-01-02"]);
	});
});
