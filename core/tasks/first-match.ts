import { type RepeatRule, WEEKDAYS } from "./repeat-rule.ts";

// Pure and bounded: the first day after a date that a rule matches, found by walking the calendar a day at a time up
// to a horizon. rrule's own search never gives up before the year 9999 when a rule matches nothing (it checks UNTIL
// only against the dates it finds), which for a daily rule is seconds of CPU: next-occurrence.ts asks rrule only once
// this walk has shown there is a date to find. The rules are the subset repeat-rule.ts accepts, under RFC 5545 as
// rrule applies it: the rule's period (every INTERVAL days, weeks, months or years from the start) and, within it,
// every day that passes all of BYMONTH, BYMONTHDAY and BYDAY, with the start's day standing in when neither BYDAY nor
// BYMONTHDAY is given.

const DAY_MS = 86_400_000;

/** The first date (YYYY-MM-DD) after `start` the rule matches, up to `lastDate` included; null when there is none. */
export function firstMatchAfter(rule: RepeatRule, start: string, lastDate: string): string | null {
	const origin = Date.parse(`${start}T00:00:00Z`);
	const last = Date.parse(`${lastDate}T00:00:00Z`);
	const first = new Date(origin);
	const filters = effectiveFilters(rule, first);
	const startWeek = weekStartOf(origin, rule.weekStart);
	for (let time = origin + DAY_MS; time <= last; time += DAY_MS) {
		const day = new Date(time);
		if (isInPeriod(rule, { first, day, startWeek, time }) && passes(filters, day))
			return day.toISOString().slice(0, 10);
	}
	return null;
}

type Filters = { byMonth: number[]; byMonthDay: number[]; byDay: number[] };

/** rrule's defaults: a rule with neither BYDAY nor BYMONTHDAY repeats on the start's weekday, day, or day and month. */
function effectiveFilters(rule: RepeatRule, first: Date): Filters {
	const filters = {
		byMonth: rule.byMonth,
		byMonthDay: rule.byMonthDay,
		byDay: rule.byDay.map((day) => WEEKDAYS.indexOf(day)),
	};
	if (rule.byDay.length > 0 || rule.byMonthDay.length > 0) return filters;
	if (rule.freq === "WEEKLY") return { ...filters, byDay: [weekdayOf(first)] };
	if (rule.freq === "MONTHLY") return { ...filters, byMonthDay: [first.getUTCDate()] };
	if (rule.freq === "YEARLY") {
		const byMonth = rule.byMonth.length > 0 ? rule.byMonth : [first.getUTCMonth() + 1];
		return { ...filters, byMonth, byMonthDay: [first.getUTCDate()] };
	}
	return filters;
}

function isInPeriod(
	rule: RepeatRule,
	{ first, day, startWeek, time }: { first: Date; day: Date; startWeek: number; time: number },
): boolean {
	const months = (day.getUTCFullYear() - first.getUTCFullYear()) * 12 + day.getUTCMonth() - first.getUTCMonth();
	if (rule.freq === "DAILY") return Math.round((time - first.getTime()) / DAY_MS) % rule.interval === 0;
	if (rule.freq === "WEEKLY") {
		return Math.round((weekStartOf(time, rule.weekStart) - startWeek) / (7 * DAY_MS)) % rule.interval === 0;
	}
	if (rule.freq === "MONTHLY") return months % rule.interval === 0;
	return (day.getUTCFullYear() - first.getUTCFullYear()) % rule.interval === 0;
}

function passes({ byMonth, byMonthDay, byDay }: Filters, day: Date): boolean {
	if (byMonth.length > 0 && !byMonth.includes(day.getUTCMonth() + 1)) return false;
	if (byDay.length > 0 && !byDay.includes(weekdayOf(day))) return false;
	if (byMonthDay.length === 0) return true;
	const date = day.getUTCDate();
	const length = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
	return byMonthDay.some((wanted) => (wanted > 0 ? wanted === date : length + wanted + 1 === date));
}

/** Monday 0 … Sunday 6, as WEEKDAYS orders them. */
function weekdayOf(day: Date): number {
	return (day.getUTCDay() + 6) % 7;
}

function weekStartOf(time: number, weekStart: RepeatRule["weekStart"]): number {
	const offset = (weekdayOf(new Date(time)) - WEEKDAYS.indexOf(weekStart) + 7) % 7;
	return time - offset * DAY_MS;
}
