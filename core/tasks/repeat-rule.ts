// Browser-safe and dependency-free: a task's `repeat` as the parts of an RFC 5545 RRULE. The card describes a rule
// from these parts and the editor builds one from them, so the pages never load the `rrule` package (only the server
// expands rules: next-occurrence.ts). Only what the product offers is accepted: no FREQ below DAILY (ADR 0029).

const REPEAT_FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const MAX_INTERVAL = 999;
const MAX_COUNT = 1000;
const MAX_RULE_LENGTH = 200;

export type RepeatRule = {
	freq: RepeatFrequency;
	interval: number;
	/** Days of the week, without ordinals. */
	byDay: Weekday[];
	/** Days of the month, 1–31 or −31–−1 (from the end). */
	byMonthDay: number[];
	/** Months, 1–12. */
	byMonth: number[];
	/** Occurrences left, this one included; null for no limit. */
	count: number | null;
	/** "YYYYMMDD" or "YYYYMMDDTHHMMSSZ" as written; null for no end date. */
	until: string | null;
	/** The day weeks start on, for rules every few weeks (WKST; Monday unless told). */
	weekStart: Weekday;
};

/** Why a rule is refused: a known rule more often than daily, or anything else the product does not understand. */
export type RepeatRuleProblem = "too_often" | "invalid";

const TOO_OFTEN = new Set(["HOURLY", "MINUTELY", "SECONDLY"]);
const UNTIL_PATTERN = /^\d{8}(T\d{6}Z)?$/;

/** The parts of `text` ("FREQ=WEEKLY;BYDAY=MO", optionally after "RRULE:"), or the reason it is refused. */
export function parseRepeatRule(text: string): RepeatRule | RepeatRuleProblem {
	if (text.length > MAX_RULE_LENGTH) return "invalid";
	const body = text.trim().replace(/^RRULE:/i, "");
	const rule: RepeatRule = {
		freq: "DAILY",
		interval: 1,
		byDay: [],
		byMonthDay: [],
		byMonth: [],
		count: null,
		until: null,
		weekStart: "MO",
	};
	const seen = new Set<string>();
	let freq: string | undefined;
	for (const part of body.split(";")) {
		const [name, value, ...rest] = part.split("=");
		const key = name?.toUpperCase() ?? "";
		if (value === undefined || value === "" || rest.length > 0 || seen.has(key)) return "invalid";
		seen.add(key);
		const upper = value.toUpperCase();
		if (key === "FREQ") freq = upper;
		else if (key === "INTERVAL") {
			const interval = integerIn(value, 1, MAX_INTERVAL);
			if (interval === null) return "invalid";
			rule.interval = interval;
		} else if (key === "COUNT") {
			rule.count = integerIn(value, 1, MAX_COUNT);
			if (rule.count === null) return "invalid";
		} else if (key === "UNTIL") {
			if (!UNTIL_PATTERN.test(upper) || !isRealDate(upper.slice(0, 8))) return "invalid";
			rule.until = upper;
		} else if (key === "BYDAY") {
			const days = upper.split(",");
			if (!days.every((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day))) return "invalid";
			rule.byDay = days;
		} else if (key === "BYMONTHDAY") {
			const days = value.split(",").map((day) => integerIn(day, -31, 31));
			if (days.some((day) => day === null || day === 0)) return "invalid";
			rule.byMonthDay = days as number[];
		} else if (key === "BYMONTH") {
			const months = value.split(",").map((month) => integerIn(month, 1, 12));
			if (months.some((month) => month === null)) return "invalid";
			rule.byMonth = months as number[];
		} else if (key === "WKST" && (WEEKDAYS as readonly string[]).includes(upper)) rule.weekStart = upper as Weekday;
		else return "invalid";
	}
	if (freq !== undefined && TOO_OFTEN.has(freq)) return "too_often";
	if (!(REPEAT_FREQUENCIES as readonly (string | undefined)[]).includes(freq)) return "invalid";
	// RFC 5545: a rule ends by a count or by a date, never both.
	if (rule.count !== null && rule.until !== null) return "invalid";
	return { ...rule, freq: freq as RepeatFrequency };
}

/** The rule as the canonical RRULE text stored in `repeat` (without the "RRULE:" prefix). */
export function formatRepeatRule(rule: RepeatRule): string {
	const parts = [`FREQ=${rule.freq}`];
	if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
	if (rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.join(",")}`);
	if (rule.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(",")}`);
	if (rule.byMonth.length > 0) parts.push(`BYMONTH=${rule.byMonth.join(",")}`);
	if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
	if (rule.until !== null) parts.push(`UNTIL=${rule.until}`);
	if (rule.weekStart !== "MO") parts.push(`WKST=${rule.weekStart}`);
	return parts.join(";");
}

/** Monday to Friday, in any order: "every weekday". */
export function isEveryWeekday(rule: RepeatRule): boolean {
	return rule.byDay.length === 5 && ["MO", "TU", "WE", "TH", "FR"].every((day) => rule.byDay.includes(day as Weekday));
}

function integerIn(text: string, min: number, max: number): number | null {
	if (!/^[+-]?\d{1,4}$/.test(text)) return null;
	const value = Number(text);
	return value >= min && value <= max ? value : null;
}

function isRealDate(digits: string): boolean {
	const iso = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
	const date = new Date(`${iso}T00:00:00Z`);
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}
