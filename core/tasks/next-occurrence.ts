import { createRequire } from "node:module";
import { wallClockAt } from "#core/push/reminder-time.ts";
import { firstMatchAfter } from "./first-match.ts";
import { formatRepeatRule, parseRepeatRule } from "./repeat-rule.ts";

// Server-only: `rrule` and the zone data stay out of the browser's bundles (ADR 0029).

// Required on the first repeating task rather than imported by every server that may never see one (its ~1 MiB
// stays out of a ready server: docs/performance.md, 2026-11-27).
let rruleClass: typeof import("rrule").RRule | undefined;
const rrule = () => {
	rruleClass ??= (createRequire(import.meta.url)("rrule") as typeof import("rrule")).RRule;
	return rruleClass;
};

/**
 * How far ahead the next occurrence is looked for: every rule the editor makes has one within a few years (Feb 29
 * every year, 8 at most); a rule with nothing in this century ends.
 */
const HORIZON_YEARS = 100;
const LAST_DATE = "9999-12-31";

type Occurrence = { dueDate: string; dueTime: string | null };

/**
 * The occurrence after this one of a repeating task due `dueDate` (at `dueTime`, a wall-clock time in `timeZone`), and
 * the rule the next task carries: COUNT one less, UNTIL kept. Null when the rule has no later occurrence (its count or
 * date is used up, or it can never match), which ends the repetition.
 *
 * Rules are expanded on the user's wall clock, not on instants: a task due at 09:00 is next due at 09:00 whatever
 * daylight saving did in between, and the date is the one on the user's calendar. The zone matters only for an
 * UNTIL given as a UTC instant, which is read on that clock. An UNTIL date includes that whole day.
 */
export function nextOccurrence({
	repeat,
	dueDate,
	dueTime,
	timeZone,
}: Occurrence & { repeat: string; timeZone: string | null }): (Occurrence & { repeat: string }) | null {
	const rule = parseRepeatRule(repeat);
	if (typeof rule === "string" || rule.count === 1) return null;
	const time = dueTime ?? "00:00";
	const until = rule.until === null ? null : untilOnWallClock(rule.until, timeZone ?? "UTC");
	const horizon = `${String(Math.min(Number(dueDate.slice(0, 4)) + HORIZON_YEARS, 9999)).padStart(4, "0")}-12-31`;
	const lastDate = [horizon, until?.date ?? LAST_DATE].sort()[0] ?? horizon;
	// The bounded walk first: rrule would search a rule that matches nothing until the year 9999.
	const candidate = firstMatchAfter(rule, dueDate, lastDate);
	if (candidate === null) return null;
	const start = floating(dueDate, time);
	const RRule = rrule();
	const expansion = new RRule({
		freq: RRule[rule.freq],
		interval: rule.interval,
		wkst: RRule[rule.weekStart],
		byweekday: rule.byDay.length > 0 ? rule.byDay.map((day) => RRule[day]) : null,
		bymonthday: rule.byMonthDay.length > 0 ? rule.byMonthDay : null,
		bymonth: rule.byMonth.length > 0 ? rule.byMonth : null,
		dtstart: start,
		until: until === null ? null : floating(until.date, until.time),
	});
	const next = expansion.after(start, false);
	if (!next) return null;
	const count = rule.count === null ? null : rule.count - 1;
	return { dueDate: next.toISOString().slice(0, 10), dueTime, repeat: formatRepeatRule({ ...rule, count }) };
}

/** A wall-clock date and time as the UTC instant with the same digits: rrule's "floating" time. */
function floating(date: string, time: string): Date {
	return new Date(`${date}T${time}:00Z`);
}

/** UNTIL on the user's wall clock: a date is inclusive (to its last minute); a UTC instant is read in their zone. */
function untilOnWallClock(until: string, timeZone: string): { date: string; time: string } {
	const date = `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`;
	if (until.length === 8) return { date, time: "23:59" };
	return wallClockAt(
		new Date(`${date}T${until.slice(9, 11)}:${until.slice(11, 13)}:${until.slice(13, 15)}Z`),
		timeZone,
	);
}
