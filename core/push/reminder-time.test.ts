import { describe, expect, it } from "vitest";
import {
	afterQuietHours,
	candidateDueDates,
	instantOf,
	isReminderDue,
	type ReminderPreferences,
	reminderInstant,
	reminderSendTime,
	wallClockAt,
} from "./reminder-time.ts";

const preferences = (overrides: Partial<ReminderPreferences>): ReminderPreferences => ({
	timeZone: "UTC",
	reminderOffsetMinutes: 0,
	reminderHour: 9,
	quietHoursStart: null,
	quietHoursEnd: null,
	...overrides,
});
const iso = (date: Date) => date.toISOString();

describe("reminderInstant", () => {
	it("reminds a task with a due time at that time less each offset, on the user's clock", () => {
		// Kuala Lumpur is UTC+8 all year: 14:30 there is 06:30 UTC.
		const at = (reminderOffsetMinutes: ReminderPreferences["reminderOffsetMinutes"]) =>
			iso(
				reminderInstant({
					dueDate: "2026-06-10",
					dueTime: "14:30:00",
					preferences: preferences({ timeZone: "Asia/Kuala_Lumpur", reminderOffsetMinutes }),
				}),
			);
		expect(at(0)).toBe("2026-06-10T06:30:00.000Z");
		expect(at(10)).toBe("2026-06-10T06:20:00.000Z");
		expect(at(60)).toBe("2026-06-10T05:30:00.000Z");
		expect(at(1440)).toBe("2026-06-09T06:30:00.000Z");
	});

	it("reminds a task with only a date at the chosen hour, whatever the offset", () => {
		const at = (timeZone: string, reminderHour: number) =>
			iso(
				reminderInstant({
					dueDate: "2026-06-10",
					dueTime: null,
					preferences: preferences({ timeZone, reminderHour, reminderOffsetMinutes: 1440 }),
				}),
			);
		expect(at("Asia/Kuala_Lumpur", 9)).toBe("2026-06-10T01:00:00.000Z");
		expect(at("Asia/Kuala_Lumpur", 0)).toBe("2026-06-09T16:00:00.000Z");
		// Auckland in June is on standard time, UTC+12.
		expect(at("Pacific/Auckland", 7)).toBe("2026-06-09T19:00:00.000Z");
		// Los Angeles in June is on daylight time, UTC−7.
		expect(at("America/Los_Angeles", 23)).toBe("2026-06-11T06:00:00.000Z");
	});

	it("reads an unknown zone as UTC", () => {
		expect(
			iso(reminderInstant({ dueDate: "2026-06-10", dueTime: null, preferences: preferences({ timeZone: null }) })),
		).toBe("2026-06-10T09:00:00.000Z");
	});

	it("takes 1 day before as the same clock time the day before, across a DST change", () => {
		// Los Angeles springs forward on 2026-03-08: 09:00 on the 9th (PDT, UTC−7) ← 09:00 on the 8th (PDT too).
		const losAngeles = preferences({ timeZone: "America/Los_Angeles", reminderOffsetMinutes: 1440 });
		expect(iso(reminderInstant({ dueDate: "2026-03-09", dueTime: "09:00", preferences: losAngeles }))).toBe(
			"2026-03-08T16:00:00.000Z",
		);
		// And falls back on 2026-11-01: 09:00 on the 2nd (PST, UTC−8) ← 09:00 on the 1st (PST), 25 hours earlier.
		expect(iso(reminderInstant({ dueDate: "2026-11-02", dueTime: "09:00", preferences: losAngeles }))).toBe(
			"2026-11-01T17:00:00.000Z",
		);
		// 1 hour before is a real hour: 03:30 PDT on 2026-03-08 less an hour is 01:30 PST.
		const hourBefore = preferences({ timeZone: "America/Los_Angeles", reminderOffsetMinutes: 60 });
		expect(iso(reminderInstant({ dueDate: "2026-03-08", dueTime: "03:30", preferences: hourBefore }))).toBe(
			"2026-03-08T09:30:00.000Z",
		);
	});
});

describe("instantOf across DST changes", () => {
	it("moves a time the clocks skip to the first instant after the gap", () => {
		// America/Los_Angeles, 2026-03-08: 02:00 PST becomes 03:00 PDT (10:00 UTC).
		expect(iso(instantOf({ date: "2026-03-08", time: "02:30" }, "America/Los_Angeles"))).toBe(
			"2026-03-08T10:00:00.000Z",
		);
		expect(iso(instantOf({ date: "2026-03-08", time: "03:00" }, "America/Los_Angeles"))).toBe(
			"2026-03-08T10:00:00.000Z",
		);
		// Pacific/Auckland, 2026-09-27: 02:00 NZST becomes 03:00 NZDT (14:00 UTC the day before).
		expect(iso(instantOf({ date: "2026-09-27", time: "02:15" }, "Pacific/Auckland"))).toBe("2026-09-26T14:00:00.000Z");
	});

	it("takes the first of a time the clocks show twice", () => {
		// America/Los_Angeles, 2026-11-01: 01:30 PDT (08:30 UTC), then 01:30 PST (09:30 UTC).
		expect(iso(instantOf({ date: "2026-11-01", time: "01:30" }, "America/Los_Angeles"))).toBe(
			"2026-11-01T08:30:00.000Z",
		);
		// Pacific/Auckland, 2026-04-05: 02:30 NZDT (13:30 UTC the day before), then 02:30 NZST (14:30 UTC).
		expect(iso(instantOf({ date: "2026-04-05", time: "02:30" }, "Pacific/Auckland"))).toBe("2026-04-04T13:30:00.000Z");
	});

	it("reminds a date-only task at an hour the clocks skip when they next run", () => {
		const auckland = preferences({ timeZone: "Pacific/Auckland", reminderHour: 2 });
		expect(iso(reminderInstant({ dueDate: "2026-09-27", dueTime: null, preferences: auckland }))).toBe(
			"2026-09-26T14:00:00.000Z",
		);
		expect(iso(reminderInstant({ dueDate: "2026-04-05", dueTime: null, preferences: auckland }))).toBe(
			"2026-04-04T13:00:00.000Z",
		);
	});
});

describe("afterQuietHours", () => {
	const sameDay = preferences({ timeZone: "Asia/Kuala_Lumpur", quietHoursStart: "12:00", quietHoursEnd: "14:00" });
	const overMidnight = preferences({
		timeZone: "America/Los_Angeles",
		quietHoursStart: "22:00",
		quietHoursEnd: "07:00",
	});

	it("holds an instant inside same-day quiet hours until they end, and leaves the rest", () => {
		// 12:00 in Kuala Lumpur is 04:00 UTC; 14:00 is 06:00 UTC.
		expect(iso(afterQuietHours(new Date("2026-06-10T03:59:00Z"), sameDay))).toBe("2026-06-10T03:59:00.000Z");
		expect(iso(afterQuietHours(new Date("2026-06-10T04:00:00Z"), sameDay))).toBe("2026-06-10T06:00:00.000Z");
		expect(iso(afterQuietHours(new Date("2026-06-10T05:59:00Z"), sameDay))).toBe("2026-06-10T06:00:00.000Z");
		// The end itself is no longer quiet.
		expect(iso(afterQuietHours(new Date("2026-06-10T06:00:00Z"), sameDay))).toBe("2026-06-10T06:00:00.000Z");
	});

	it("holds over midnight: before midnight until the next morning, after midnight until that morning", () => {
		// 23:00 PDT on 2026-06-10 (06:00 UTC on the 11th) → 07:00 PDT on the 11th (14:00 UTC).
		expect(iso(afterQuietHours(new Date("2026-06-11T06:00:00Z"), overMidnight))).toBe("2026-06-11T14:00:00.000Z");
		// 05:00 PDT on the 11th (12:00 UTC) → 07:00 PDT the same day.
		expect(iso(afterQuietHours(new Date("2026-06-11T12:00:00Z"), overMidnight))).toBe("2026-06-11T14:00:00.000Z");
		// 21:59 and 07:00 are outside.
		expect(iso(afterQuietHours(new Date("2026-06-11T04:59:00Z"), overMidnight))).toBe("2026-06-11T04:59:00.000Z");
		expect(iso(afterQuietHours(new Date("2026-06-11T14:00:00Z"), overMidnight))).toBe("2026-06-11T14:00:00.000Z");
	});

	it("ends quiet hours on the right side of a DST change", () => {
		// Night of 2026-10-31 to 2026-11-01 in Los Angeles: 23:00 PDT, and 07:00 the next morning is already PST.
		expect(iso(afterQuietHours(new Date("2026-11-01T06:00:00Z"), overMidnight))).toBe("2026-11-01T15:00:00.000Z");
		// Night of 2026-09-26 to 27 in Auckland (clocks spring forward at 02:00): 06:30 NZDT is 17:30 UTC.
		const auckland = preferences({ timeZone: "Pacific/Auckland", quietHoursStart: "21:30", quietHoursEnd: "06:30" });
		expect(iso(afterQuietHours(new Date("2026-09-26T10:00:00Z"), auckland))).toBe("2026-09-26T17:30:00.000Z");
	});

	it("holds nothing without quiet hours", () => {
		expect(iso(afterQuietHours(new Date("2026-06-11T06:00:00Z"), preferences({})))).toBe("2026-06-11T06:00:00.000Z");
	});
});

describe("reminderSendTime", () => {
	it("holds a reminder that falls in quiet hours: 1 day before a 07:30 task, during 22:00–08:00 in Auckland", () => {
		const auckland = preferences({
			timeZone: "Pacific/Auckland",
			reminderOffsetMinutes: 10,
			quietHoursStart: "22:00",
			quietHoursEnd: "08:00",
		});
		// 07:20 NZST on 2026-06-10 is quiet: held to 08:00 NZST (20:00 UTC on the 9th).
		expect(iso(reminderSendTime({ dueDate: "2026-06-10", dueTime: "07:30", preferences: auckland }))).toBe(
			"2026-06-09T20:00:00.000Z",
		);
		// 12:00 is not.
		expect(iso(reminderSendTime({ dueDate: "2026-06-10", dueTime: "12:10", preferences: auckland }))).toBe(
			"2026-06-10T00:00:00.000Z",
		);
	});
});

describe("isReminderDue", () => {
	it("is due from its send time for 12 hours, then dropped as stale", () => {
		const sendAt = new Date("2026-06-10T06:30:00Z");
		expect(isReminderDue({ now: new Date("2026-06-10T06:29:59Z"), sendAt })).toBe(false);
		expect(isReminderDue({ now: sendAt, sendAt })).toBe(true);
		expect(isReminderDue({ now: new Date("2026-06-10T18:29:59Z"), sendAt })).toBe(true);
		expect(isReminderDue({ now: new Date("2026-06-10T18:30:00Z"), sendAt })).toBe(false);
	});
});

describe("wallClockAt", () => {
	it("reads the date and 24-hour time in a zone, across the date line", () => {
		const now = new Date("2026-05-01T23:30:00Z");
		expect(wallClockAt(now, "Pacific/Kiritimati")).toEqual({ date: "2026-05-02", time: "13:30" });
		expect(wallClockAt(now, "Pacific/Pago_Pago")).toEqual({ date: "2026-05-01", time: "12:30" });
		expect(wallClockAt(new Date("2026-05-01T00:05:00Z"), "UTC")).toEqual({ date: "2026-05-01", time: "00:05" });
	});
});

describe("candidateDueDates", () => {
	it("covers every due date whose reminder can be due now somewhere: three days back, two ahead (UTC)", () => {
		expect(candidateDueDates(new Date("2026-01-01T00:10:00Z"))).toEqual([
			"2025-12-29",
			"2025-12-30",
			"2025-12-31",
			"2026-01-01",
			"2026-01-02",
			"2026-01-03",
		]);
	});
});
