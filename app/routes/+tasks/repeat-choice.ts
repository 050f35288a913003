import {
	formatRepeatRule,
	isEveryWeekday,
	parseRepeatRule,
	type RepeatRule,
	WEEKDAYS,
	type Weekday,
} from "#core/tasks/repeat-rule.ts";

// What the editor's repeat fields hold, and the RRULE they make: the kinds of the specification (none, daily, every
// weekday, weekly on chosen days, monthly on a day, yearly, every N days/weeks/months) with an end (never, on a date,
// after N times). A rule the API was given that is none of these is kept as it is ("other").

export const REPEAT_KINDS = ["none", "daily", "weekdays", "weekly", "monthly", "yearly", "custom"] as const;
type RepeatKind = (typeof REPEAT_KINDS)[number] | "other";
export const CUSTOM_UNITS = ["DAILY", "WEEKLY", "MONTHLY"] as const;
export const REPEAT_ENDS = ["never", "until", "count"] as const;

/** Every value as its input holds it: numbers and dates as typed, so a half-typed value is not lost. */
export type RepeatChoice = {
	kind: RepeatKind;
	days: Weekday[];
	monthDay: string;
	interval: string;
	unit: (typeof CUSTOM_UNITS)[number];
	end: (typeof REPEAT_ENDS)[number];
	/** "YYYY-MM-DD" */
	until: string;
	count: string;
	/** The rule as given, for "other". */
	original: string;
};

export type RepeatProblem = "repeatNeedsDay" | "repeatMonthDay" | "repeatInterval" | "repeatUntil" | "repeatCount";

/** The editor's starting choice for a task's rule; the days default to the due date's. */
export function choiceOf(repeat: string | null, dueDate: string | null): RepeatChoice {
	const due = dueDate ? new Date(`${dueDate}T00:00:00Z`) : null;
	const choice: RepeatChoice = {
		kind: "none",
		days: due ? [WEEKDAYS[(due.getUTCDay() + 6) % 7] ?? "MO"] : ["MO"],
		monthDay: String(due?.getUTCDate() ?? 1),
		interval: "2",
		unit: "DAILY",
		end: "never",
		until: "",
		count: "5",
		original: repeat ?? "",
	};
	const rule = repeat === null ? "invalid" : parseRepeatRule(repeat);
	if (typeof rule === "string") return choice;
	const ends = {
		...(rule.count !== null ? { end: "count" as const, count: String(rule.count) } : {}),
		...(rule.until !== null
			? {
					end: "until" as const,
					until: `${rule.until.slice(0, 4)}-${rule.until.slice(4, 6)}-${rule.until.slice(6, 8)}`,
				}
			: {}),
	};
	const isPlain = rule.byMonth.length === 0 && rule.weekStart === "MO";
	const hasNoDays = rule.byDay.length === 0 && rule.byMonthDay.length === 0;
	const [monthDay] = rule.byMonthDay;
	if (!isPlain) return { ...choice, kind: "other" };
	if (rule.interval > 1 && hasNoDays && rule.freq !== "YEARLY") {
		return { ...choice, ...ends, kind: "custom", interval: String(rule.interval), unit: rule.freq };
	}
	if (rule.interval > 1) return { ...choice, kind: "other" };
	if (rule.freq === "DAILY" && hasNoDays) return { ...choice, ...ends, kind: "daily" };
	if (rule.freq === "WEEKLY" && rule.byMonthDay.length === 0) {
		if (isEveryWeekday(rule)) return { ...choice, ...ends, kind: "weekdays" };
		return { ...choice, ...ends, kind: "weekly", days: rule.byDay.length > 0 ? rule.byDay : choice.days };
	}
	if (rule.freq === "MONTHLY" && rule.byDay.length === 0 && rule.byMonthDay.length <= 1) {
		const day = monthDay !== undefined && monthDay > 0 ? String(monthDay) : choice.monthDay;
		if (monthDay === undefined || monthDay > 0) return { ...choice, ...ends, kind: "monthly", monthDay: day };
	}
	if (rule.freq === "YEARLY" && hasNoDays) return { ...choice, ...ends, kind: "yearly" };
	return { ...choice, kind: "other" };
}

/** The RRULE the choice makes (null for none), or the problem of the first field that is not right. */
export function ruleOf(choice: RepeatChoice): { repeat: string | null } | { problem: RepeatProblem } {
	if (choice.kind === "none") return { repeat: null };
	if (choice.kind === "other") return { repeat: choice.original };
	const count = choice.end === "count" ? wholeNumber(choice.count, 1, 1000) : null;
	if (choice.end === "count" && count === null) return { problem: "repeatCount" };
	const isDate = /^\d{4}-\d{2}-\d{2}$/.test(choice.until);
	if (choice.end === "until" && !isDate) return { problem: "repeatUntil" };
	const until = choice.end === "until" ? choice.until.replaceAll("-", "") : null;
	const base: Omit<RepeatRule, "freq"> = {
		interval: 1,
		byDay: [],
		byMonthDay: [],
		byMonth: [],
		count,
		until,
		weekStart: "MO",
	};
	if (choice.kind === "daily") return { repeat: formatRepeatRule({ ...base, freq: "DAILY" }) };
	if (choice.kind === "yearly") return { repeat: formatRepeatRule({ ...base, freq: "YEARLY" }) };
	if (choice.kind === "weekdays") {
		return { repeat: formatRepeatRule({ ...base, freq: "WEEKLY", byDay: ["MO", "TU", "WE", "TH", "FR"] }) };
	}
	if (choice.kind === "weekly") {
		if (choice.days.length === 0) return { problem: "repeatNeedsDay" };
		const byDay = WEEKDAYS.filter((day) => choice.days.includes(day));
		return { repeat: formatRepeatRule({ ...base, freq: "WEEKLY", byDay }) };
	}
	if (choice.kind === "monthly") {
		const day = wholeNumber(choice.monthDay, 1, 31);
		if (day === null) return { problem: "repeatMonthDay" };
		return { repeat: formatRepeatRule({ ...base, freq: "MONTHLY", byMonthDay: [day] }) };
	}
	const interval = wholeNumber(choice.interval, 1, 999);
	if (interval === null) return { problem: "repeatInterval" };
	return { repeat: formatRepeatRule({ ...base, freq: choice.unit, interval }) };
}

function wholeNumber(text: string, min: number, max: number): number | null {
	if (!/^\d{1,4}$/.test(text.trim())) return null;
	const value = Number(text);
	return value >= min && value <= max ? value : null;
}
