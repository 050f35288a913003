import { describe, expect, it } from "vitest";
import { choiceOf, ruleOf } from "./repeat-choice.ts";

describe("the editor's repeat choice", () => {
	it("opens each kind of rule as that kind and saves it back unchanged", () => {
		const cases = [
			["FREQ=DAILY", "daily"],
			["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "weekdays"],
			["FREQ=WEEKLY;BYDAY=TU,SA;COUNT=4", "weekly"],
			["FREQ=MONTHLY;BYMONTHDAY=31;UNTIL=20271231", "monthly"],
			["FREQ=YEARLY", "yearly"],
			["FREQ=DAILY;INTERVAL=3", "custom"],
			["FREQ=WEEKLY;INTERVAL=2;COUNT=10", "custom"],
			["FREQ=MONTHLY;INTERVAL=6", "custom"],
			["FREQ=YEARLY;BYMONTH=3,9", "other"],
			["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "other"],
		] as const;
		for (const [repeat, kind] of cases) {
			const choice = choiceOf(repeat, "2026-03-10");
			expect(choice.kind, repeat).toBe(kind);
			expect(ruleOf(choice), repeat).toEqual({ repeat });
		}
	});

	it("starts from the due date's weekday and day, and says which field is wrong", () => {
		const none = choiceOf(null, "2026-03-10");
		expect(none).toMatchObject({ kind: "none", days: ["TU"], monthDay: "10" });
		expect(ruleOf(none)).toEqual({ repeat: null });
		expect(ruleOf({ ...none, kind: "weekly", days: [] })).toEqual({ problem: "repeatNeedsDay" });
		expect(ruleOf({ ...none, kind: "monthly", monthDay: "32" })).toEqual({ problem: "repeatMonthDay" });
		expect(ruleOf({ ...none, kind: "custom", interval: "0" })).toEqual({ problem: "repeatInterval" });
		expect(ruleOf({ ...none, kind: "daily", end: "count", count: "" })).toEqual({ problem: "repeatCount" });
		expect(ruleOf({ ...none, kind: "daily", end: "until", until: "" })).toEqual({ problem: "repeatUntil" });
		expect(
			ruleOf({ ...none, kind: "custom", interval: "2", unit: "WEEKLY", end: "until", until: "2026-12-31" }),
		).toEqual({
			repeat: "FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231",
		});
	});
});
