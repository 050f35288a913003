import { describe, expect, it } from "vitest";
import { formatRepeatRule, parseRepeatRule } from "./repeat-rule.ts";
import { createTaskSchema } from "./task.schema.ts";

describe("parseRepeatRule", () => {
	it("reads the parts of a rule, with or without the RRULE: prefix, in any case", () => {
		expect(parseRepeatRule("RRULE:freq=weekly;interval=2;byday=mo,th;count=5")).toEqual({
			freq: "WEEKLY",
			interval: 2,
			byDay: ["MO", "TH"],
			byMonthDay: [],
			byMonth: [],
			count: 5,
			until: null,
			weekStart: "MO",
		});
		expect(formatRepeatRule(parseRepeatRule("BYMONTHDAY=31;FREQ=MONTHLY;UNTIL=20270101") as never)).toBe(
			"FREQ=MONTHLY;BYMONTHDAY=31;UNTIL=20270101",
		);
	});

	it("refuses rules more often than daily, and anything malformed or unknown", () => {
		for (const freq of ["HOURLY", "MINUTELY", "SECONDLY"]) expect(parseRepeatRule(`FREQ=${freq}`)).toBe("too_often");
		for (const text of [
			"",
			"FREQ=FORTNIGHTLY",
			"INTERVAL=2",
			"FREQ=DAILY;INTERVAL=0",
			"FREQ=DAILY;INTERVAL=two",
			"FREQ=DAILY;COUNT=0",
			"FREQ=DAILY;COUNT=3;UNTIL=20270101",
			"FREQ=DAILY;UNTIL=20270230",
			"FREQ=DAILY;UNTIL=tomorrow",
			"FREQ=WEEKLY;BYDAY=XX",
			"FREQ=MONTHLY;BYMONTHDAY=0",
			"FREQ=MONTHLY;BYMONTHDAY=32",
			"FREQ=YEARLY;BYMONTH=13",
			"FREQ=DAILY;FREQ=WEEKLY",
			"FREQ=DAILY;BYSETPOS=1",
			"FREQ=DAILY;;",
			"FREQ=DAILY;X-NAME=1",
			`FREQ=DAILY;${"BYDAY=MO;".repeat(40)}`,
		]) {
			expect(parseRepeatRule(text), text).toBe("invalid");
		}
	});

	it("makes the API answer a field message for a bad rule, and store the canonical form of a good one", () => {
		const base = {
			id: "0b8a0c4e-6f0d-4d9a-8d5e-3a3a0c4e6f0d",
			title: "Water the plants",
			quadrant: "urgent-important",
		};
		const bad = createTaskSchema.safeParse({ ...base, repeat: "FREQ=HOURLY" });
		expect(bad.success).toBe(false);
		expect(bad.error?.issues[0]).toMatchObject({ path: ["repeat"], message: "validation.repeatTooOften" });
		expect(createTaskSchema.parse({ ...base, repeat: "rrule:byday=sa;freq=weekly" }).repeat).toBe(
			"FREQ=WEEKLY;BYDAY=SA",
		);
	});
});
