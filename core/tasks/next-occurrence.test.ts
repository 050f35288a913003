import rrule from "rrule";
import { describe, expect, it } from "vitest";
import { instantOf } from "#core/push/reminder-time.ts";
import { nextOccurrence } from "./next-occurrence.ts";

const { rrulestr } = rrule;

const ZONES = ["Pacific/Auckland", "America/Los_Angeles", "Asia/Kuala_Lumpur"] as const;

/** rrule's own expansion of the rule from the due date (floating wall-clock times), read as dates. */
function rruleDates(repeat: string, dueDate: string, dueTime: string, limit: number): string[] {
	const rule = rrulestr(repeat, { dtstart: new Date(`${dueDate}T${dueTime}:00Z`) });
	return rule.all((_date, index) => index < limit).map((date) => date.toISOString().slice(0, 10));
}

/** The due dates of the occurrences, as completing one after another would create them (the first is the given one). */
function chain(repeat: string, dueDate: string, dueTime: string, timeZone: string, limit: number): string[] {
	const dates = [dueDate];
	let current: { repeat: string; dueDate: string } | null = { repeat, dueDate };
	while (current && dates.length < limit) {
		current = nextOccurrence({ ...current, dueTime, timeZone });
		if (current) dates.push(current.dueDate);
	}
	return dates;
}

// Each kind the editor offers, from a start the rule itself matches (as the editor sets it up).
const KINDS = [
	{ name: "daily", repeat: "FREQ=DAILY", start: "2026-03-26" },
	{ name: "every weekday", repeat: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", start: "2026-03-27" },
	{ name: "weekly on chosen days", repeat: "FREQ=WEEKLY;BYDAY=MO,TH", start: "2026-03-26" },
	{ name: "monthly on a day", repeat: "FREQ=MONTHLY;BYMONTHDAY=15", start: "2026-01-15" },
	{ name: "monthly on the 31st", repeat: "FREQ=MONTHLY;BYMONTHDAY=31", start: "2026-01-31" },
	{ name: "monthly on the last day", repeat: "FREQ=MONTHLY;BYMONTHDAY=-1", start: "2026-01-31" },
	{ name: "yearly", repeat: "FREQ=YEARLY", start: "2026-09-30" },
	{ name: "yearly on Feb 29", repeat: "FREQ=YEARLY", start: "2028-02-29" },
	{ name: "every 3 days", repeat: "FREQ=DAILY;INTERVAL=3", start: "2026-10-30" },
	{ name: "every 2 weeks", repeat: "FREQ=WEEKLY;INTERVAL=2", start: "2026-10-25" },
	{ name: "every 2 months on the 30th", repeat: "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=30", start: "2027-12-30" },
	{ name: "after 4 times", repeat: "FREQ=WEEKLY;BYDAY=SA;COUNT=4", start: "2026-10-31" },
	// Rules the editor does not make but the API takes, where the bounded search must agree with rrule.
	{ name: "every 2 weeks from Sunday", repeat: "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO;WKST=SU", start: "2026-03-29" },
	{ name: "every Friday of every month", repeat: "FREQ=MONTHLY;BYDAY=FR", start: "2026-03-27" },
	{ name: "Friday the 13th", repeat: "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", start: "2026-03-13" },
	{ name: "yearly in March and September", repeat: "FREQ=YEARLY;BYMONTH=3,9", start: "2026-03-31" },
	{ name: "daily in December", repeat: "FREQ=DAILY;INTERVAL=5;BYMONTH=12", start: "2026-12-30" },
	{ name: "until an instant", repeat: "FREQ=DAILY;UNTIL=20261103T090000Z", start: "2026-10-30", timeZone: "UTC" },
] as const;

describe("nextOccurrence", () => {
	for (const zone of ZONES) {
		for (const kind of KINDS) {
			// An UNTIL instant is read on the user's clock; rrule's floating expansion reads it as UTC.
			const timeZone = "timeZone" in kind ? kind.timeZone : zone;
			it(`${kind.name} in ${zone} follows rrule's expansion`, () => {
				expect(chain(kind.repeat, kind.start, "09:00", timeZone, 8)).toEqual(
					rruleDates(kind.repeat, kind.start, "09:00", 8),
				);
			});
		}
	}

	it("skips the months without the chosen day, and Feb 29 waits for the next leap year", () => {
		expect(chain("FREQ=MONTHLY;BYMONTHDAY=31", "2026-01-31", "09:00", "UTC", 4)).toEqual([
			"2026-01-31",
			"2026-03-31",
			"2026-05-31",
			"2026-07-31",
		]);
		expect(chain("FREQ=MONTHLY;BYMONTHDAY=-1", "2028-01-31", "09:00", "UTC", 3)).toEqual([
			"2028-01-31",
			"2028-02-29",
			"2028-03-31",
		]);
		expect(chain("FREQ=YEARLY", "2028-02-29", "09:00", "UTC", 3)).toEqual(["2028-02-29", "2032-02-29", "2036-02-29"]);
	});

	it("keeps the wall-clock time across a DST change: the instant moves by the change", () => {
		// Los Angeles falls back on 1 November 2026; Auckland springs forward on 27 September 2026.
		const atNine = (repeat: string, dueDate: string, timeZone: string) =>
			nextOccurrence({ repeat, dueDate, dueTime: "09:00", timeZone });
		const la = atNine("FREQ=WEEKLY", "2026-10-29", "America/Los_Angeles");
		expect(la).toMatchObject({ dueDate: "2026-11-05", dueTime: "09:00" });
		const laGap =
			instantOf({ date: "2026-11-05", time: "09:00" }, "America/Los_Angeles").getTime() -
			instantOf({ date: "2026-10-29", time: "09:00" }, "America/Los_Angeles").getTime();
		expect(laGap).toBe((7 * 24 + 1) * 3_600_000);
		const auckland = atNine("FREQ=DAILY", "2026-09-26", "Pacific/Auckland");
		expect(auckland).toMatchObject({ dueDate: "2026-09-27", dueTime: "09:00" });
		// Kuala Lumpur has no DST: the same rule there is plain 24-hour steps.
		expect(atNine("FREQ=DAILY", "2026-09-26", "Asia/Kuala_Lumpur")).toMatchObject({ dueDate: "2026-09-27" });
	});

	it("ends on the UNTIL date itself, whatever the time of day", () => {
		expect(chain("FREQ=DAILY;UNTIL=20261103", "2026-10-30", "09:00", "America/Los_Angeles", 9)).toEqual([
			"2026-10-30",
			"2026-10-31",
			"2026-11-01",
			"2026-11-02",
			"2026-11-03",
		]);
	});

	it("counts down COUNT and keeps UNTIL on the next task; the last one has no successor", () => {
		expect(
			nextOccurrence({ repeat: "FREQ=DAILY;COUNT=3", dueDate: "2026-05-01", dueTime: null, timeZone: null }),
		).toEqual({
			repeat: "FREQ=DAILY;COUNT=2",
			dueDate: "2026-05-02",
			dueTime: null,
		});
		expect(nextOccurrence({ repeat: "FREQ=DAILY;COUNT=1", dueDate: "2026-05-01", dueTime: null, timeZone: null })).toBe(
			null,
		);
		expect(
			nextOccurrence({ repeat: "FREQ=DAILY;UNTIL=20260502", dueDate: "2026-05-01", dueTime: null, timeZone: null }),
		).toEqual({ repeat: "FREQ=DAILY;UNTIL=20260502", dueDate: "2026-05-02", dueTime: null });
		expect(
			nextOccurrence({ repeat: "FREQ=DAILY;UNTIL=20260502", dueDate: "2026-05-02", dueTime: null, timeZone: null }),
		).toBe(null);
	});

	it("reads an UNTIL instant on the user's clock", () => {
		// 20:00 UTC on 1 May is 08:00 on 2 May in Auckland (NZST, +12) and 13:00 on 1 May in Los Angeles.
		const rule = { repeat: "FREQ=DAILY;UNTIL=20260501T200000Z", dueDate: "2026-05-01", dueTime: "07:00" };
		expect(nextOccurrence({ ...rule, timeZone: "Pacific/Auckland" })?.dueDate).toBe("2026-05-02");
		expect(nextOccurrence({ ...rule, timeZone: "America/Los_Angeles" })).toBe(null);
	});

	it("ends a rule that can never match instead of looping", () => {
		const started = Date.now();
		const dateOnly = (repeat: string, dueDate: string) =>
			nextOccurrence({ repeat, dueDate, dueTime: null, timeZone: null });
		expect(dateOnly("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "2026-01-01")).toBe(null);
		expect(dateOnly("FREQ=DAILY;BYMONTH=4;BYMONTHDAY=31", "2026-01-01")).toBe(null);
		// Every 7 days from a Tuesday, on Mondays: possible in words, never on the calendar.
		expect(dateOnly("FREQ=DAILY;INTERVAL=7;BYDAY=MO", "2026-12-01")).toBe(null);
		expect(Date.now() - started).toBeLessThan(5000);
	});
});
