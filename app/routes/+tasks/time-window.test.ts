import { describe, expect, it } from "vitest";
import { wallClockAt } from "#core/push/reminder-time.ts";
import { isInTimeWindow, TIME_WINDOWS, type TimeWindow, timeWindowFrom } from "./time-window.ts";

type Due = { dueDate: string | null; dueTime?: string | null; status?: "todo" | "done" };
const task = ({ dueDate, dueTime = null, status = "todo" }: Due) => ({ dueDate, dueTime, status });

/** The windows a task is in at a wall clock, All aside. */
const windowsOf = (due: Due, now: { date: string; time: string }) =>
	TIME_WINDOWS.filter((timeWindow) => timeWindow !== "all" && isInTimeWindow(task(due), timeWindow, now));

describe("timeWindowFrom", () => {
	it("reads the four windows of the address", () => {
		for (const timeWindow of ["overdue", "today", "week", "none"] as const)
			expect(timeWindowFrom(timeWindow)).toBe(timeWindow);
	});

	it.each([null, "", "all", "Today", "OVERDUE", "week ", "tomorrow", "7", "today,week", "__proto__", "toString"])(
		"takes %j as All, never an error",
		(value) => {
			expect(timeWindowFrom(value)).toBe("all" satisfies TimeWindow);
		},
	);
});

describe("isInTimeWindow at a wall clock", () => {
	const now = { date: "2026-03-10", time: "14:05" };

	it("puts every task in All", () => {
		expect(isInTimeWindow(task({ dueDate: null }), "all", now)).toBe(true);
		expect(isInTimeWindow(task({ dueDate: "1999-01-01", status: "done" }), "all", now)).toBe(true);
	});

	it("calls a task due yesterday overdue, and not today or in the next 7 days", () => {
		expect(windowsOf({ dueDate: "2026-03-09" }, now)).toEqual(["overdue"]);
		expect(windowsOf({ dueDate: "2026-03-09", dueTime: "23:59" }, now)).toEqual(["overdue"]);
	});

	it("calls a task due today at a time just past overdue, and still due today", () => {
		expect(windowsOf({ dueDate: "2026-03-10", dueTime: "14:04" }, now)).toEqual(["overdue", "today", "week"]);
		// Overdue once the due minute is over, as the card's tag says.
		expect(windowsOf({ dueDate: "2026-03-10", dueTime: "14:05" }, now)).toEqual(["today", "week"]);
		expect(windowsOf({ dueDate: "2026-03-10", dueTime: "14:06" }, now)).toEqual(["today", "week"]);
		expect(windowsOf({ dueDate: "2026-03-10" }, now)).toEqual(["today", "week"]);
	});

	it("counts the next 7 days as today and the six days after", () => {
		expect(windowsOf({ dueDate: "2026-03-11" }, now)).toEqual(["week"]);
		expect(windowsOf({ dueDate: "2026-03-16", dueTime: "23:59" }, now)).toEqual(["week"]);
		expect(windowsOf({ dueDate: "2026-03-17", dueTime: "00:00" }, now)).toEqual([]);
	});

	it("counts across a month and a year's end", () => {
		const lastOfYear = { date: "2026-12-28", time: "09:00" };
		expect(windowsOf({ dueDate: "2027-01-03" }, lastOfYear)).toEqual(["week"]);
		expect(windowsOf({ dueDate: "2027-01-04" }, lastOfYear)).toEqual([]);
		const february = { date: "2028-02-26", time: "09:00" };
		expect(windowsOf({ dueDate: "2028-02-29" }, february)).toEqual(["week"]);
		expect(windowsOf({ dueDate: "2028-03-03" }, february)).toEqual(["week"]);
		expect(windowsOf({ dueDate: "2028-03-04" }, february)).toEqual([]);
	});

	it("puts only tasks without a date in No date", () => {
		expect(windowsOf({ dueDate: null }, now)).toEqual(["none"]);
		expect(windowsOf({ dueDate: null, status: "done" }, now)).toEqual(["none"]);
	});

	it("never calls a completed task overdue; the other windows keep it for 'hide completed' to decide", () => {
		expect(windowsOf({ dueDate: "2026-03-09", status: "done" }, now)).toEqual([]);
		expect(windowsOf({ dueDate: "2026-03-10", dueTime: "08:00", status: "done" }, now)).toEqual(["today", "week"]);
	});
});

describe("isInTimeWindow in the user's time zone", () => {
	// 2026-03-10T10:59Z is 23:59 in Auckland (NZDT, UTC+13) and 03:59 in Los Angeles (PDT since 8 March, UTC−7).
	const beforeAucklandMidnight = new Date("2026-03-10T10:59:00Z");
	const atAucklandMidnight = new Date("2026-03-10T11:00:00Z");
	// 2026-03-11T06:59Z is 23:59 in Los Angeles and 19:59 the next day in Auckland.
	const beforeLosAngelesMidnight = new Date("2026-03-11T06:59:00Z");
	const atLosAngelesMidnight = new Date("2026-03-11T07:00:00Z");
	const inZone = (instant: Date, zone: string, due: Due) => windowsOf(due, wallClockAt(instant, zone));

	it("turns today into overdue at Auckland's midnight, not at UTC's", () => {
		const dueTenth = { dueDate: "2026-03-10" };
		expect(inZone(beforeAucklandMidnight, "Pacific/Auckland", dueTenth)).toEqual(["today", "week"]);
		expect(inZone(atAucklandMidnight, "Pacific/Auckland", dueTenth)).toEqual(["overdue"]);
		expect(inZone(atAucklandMidnight, "Pacific/Auckland", { dueDate: "2026-03-11" })).toEqual(["today", "week"]);
		// The same instant is still the morning of the 10th in Los Angeles.
		expect(inZone(atAucklandMidnight, "America/Los_Angeles", dueTenth)).toEqual(["today", "week"]);
	});

	it("turns today into overdue at Los Angeles' midnight", () => {
		const dueTenth = { dueDate: "2026-03-10" };
		expect(inZone(beforeLosAngelesMidnight, "America/Los_Angeles", dueTenth)).toEqual(["today", "week"]);
		expect(inZone(atLosAngelesMidnight, "America/Los_Angeles", dueTenth)).toEqual(["overdue"]);
		// Auckland has been on the 11th for hours, and the 17th is its seventh day.
		expect(inZone(beforeLosAngelesMidnight, "Pacific/Auckland", { dueDate: "2026-03-17" })).toEqual(["week"]);
		expect(inZone(beforeLosAngelesMidnight, "America/Los_Angeles", { dueDate: "2026-03-17" })).toEqual([]);
	});

	it("calls a due time overdue a minute after it passes in the user's zone", () => {
		const dueAt = { dueDate: "2026-03-10", dueTime: "23:58" };
		expect(inZone(beforeLosAngelesMidnight, "America/Los_Angeles", dueAt)).toEqual(["overdue", "today", "week"]);
		expect(inZone(new Date("2026-03-11T06:58:00Z"), "America/Los_Angeles", dueAt)).toEqual(["today", "week"]);
		expect(inZone(new Date("2026-03-10T10:58:00Z"), "Pacific/Auckland", dueAt)).toEqual(["today", "week"]);
		expect(inZone(beforeAucklandMidnight, "Pacific/Auckland", dueAt)).toEqual(["overdue", "today", "week"]);
	});
});
