import { describe, expect, it } from "vitest";
import { wallClockAt } from "#core/push/reminder-time.ts";
import { daysUntilDue, escalatedQuadrant, isWithinUrgencyWindow, quadrantBeforeEscalation } from "./urgency-rule.ts";

/** Whether a task due on `dueDate` is urgent at `instant` for a user in `timeZone`, as the job decides it. */
const isUrgentAt = (instant: string, timeZone: string, dueDate: string, urgencyDays: number) =>
	isWithinUrgencyWindow({ today: wallClockAt(new Date(instant), timeZone).date, dueDate, urgencyDays });

describe("the urgency rule", () => {
	it("counts whole calendar days to the due date, negative once it has passed", () => {
		expect(daysUntilDue({ today: "2026-11-01", dueDate: "2026-11-03" })).toBe(2);
		expect(daysUntilDue({ today: "2026-11-03", dueDate: "2026-11-03" })).toBe(0);
		expect(daysUntilDue({ today: "2026-11-04", dueDate: "2026-11-03" })).toBe(-1);
		// Across the end of February in a leap year and a year's end.
		expect(daysUntilDue({ today: "2028-02-28", dueDate: "2028-03-01" })).toBe(2);
		expect(daysUntilDue({ today: "2026-12-31", dueDate: "2027-01-02" })).toBe(2);
	});

	it("makes a task urgent from N days before it is due, and keeps an overdue one urgent", () => {
		const urgent = (today: string, urgencyDays: number) =>
			isWithinUrgencyWindow({ today, dueDate: "2026-06-20", urgencyDays });
		expect(urgent("2026-06-17", 2)).toBe(false);
		expect(urgent("2026-06-18", 2)).toBe(true);
		expect(urgent("2026-06-19", 0)).toBe(false);
		expect(urgent("2026-06-20", 0)).toBe(true);
		expect(urgent("2026-06-06", 14)).toBe(true);
		expect(urgent("2026-06-05", 14)).toBe(false);
		expect(urgent("2027-01-01", 0)).toBe(true);
	});

	it("starts the window at midnight in Los Angeles, before and after the clocks fall back", () => {
		// Due 3 November, 2 days: urgent from 1 November 00:00 PDT (07:00 UTC).
		expect(isUrgentAt("2026-11-01T06:59:00Z", "America/Los_Angeles", "2026-11-03", 2)).toBe(false);
		expect(isUrgentAt("2026-11-01T07:00:00Z", "America/Los_Angeles", "2026-11-03", 2)).toBe(true);
		// Due 4 November: urgent from 2 November 00:00, now PST (08:00 UTC); an hour earlier it is still the 1st.
		expect(isUrgentAt("2026-11-02T07:59:00Z", "America/Los_Angeles", "2026-11-04", 2)).toBe(false);
		expect(isUrgentAt("2026-11-02T08:00:00Z", "America/Los_Angeles", "2026-11-04", 2)).toBe(true);
	});

	it("starts the window at midnight in Auckland after the clocks spring forward", () => {
		// 27 September 2026 02:00 NZST becomes 03:00 NZDT (UTC+13): 28 September starts at 11:00 UTC, not 12:00.
		expect(isUrgentAt("2026-09-27T10:59:00Z", "Pacific/Auckland", "2026-09-30", 2)).toBe(false);
		expect(isUrgentAt("2026-09-27T11:00:00Z", "Pacific/Auckland", "2026-09-30", 2)).toBe(true);
		// Before the change, the day started at 12:00 UTC (UTC+12).
		expect(isUrgentAt("2026-09-25T11:59:00Z", "Pacific/Auckland", "2026-09-28", 2)).toBe(false);
		expect(isUrgentAt("2026-09-25T12:00:00Z", "Pacific/Auckland", "2026-09-28", 2)).toBe(true);
	});

	it("reads the day in Kuala Lumpur (UTC+8 all year), where the same instant is already tomorrow", () => {
		expect(isUrgentAt("2026-05-19T15:59:00Z", "Asia/Kuala_Lumpur", "2026-05-20", 0)).toBe(false);
		expect(isUrgentAt("2026-05-19T16:00:00Z", "Asia/Kuala_Lumpur", "2026-05-20", 0)).toBe(true);
		expect(isUrgentAt("2026-05-19T16:00:00Z", "UTC", "2026-05-20", 0)).toBe(false);
	});

	it("moves the not-urgent quadrants to the urgent ones beside them, and names where they came from", () => {
		expect(escalatedQuadrant("not-urgent-important")).toBe("urgent-important");
		expect(escalatedQuadrant("not-urgent-not-important")).toBe("urgent-not-important");
		expect(escalatedQuadrant("urgent-important")).toBeUndefined();
		expect(quadrantBeforeEscalation("urgent-important")).toBe("not-urgent-important");
		expect(quadrantBeforeEscalation("urgent-not-important")).toBe("not-urgent-not-important");
		expect(quadrantBeforeEscalation("not-urgent-important")).toBeUndefined();
	});
});
