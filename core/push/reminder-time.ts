import { TZDate, tzOffset } from "@date-fns/tz";
import { REMINDER_STALE_AFTER_MS, type ReminderOffsetMinutes } from "#core/constants.ts";

// The scheduler's clock logic, pure so it is tested without waiting: when is a task's reminder due? Server-only:
// the zone data comes from @date-fns/tz, which must stay out of the browser's bundles.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type WallClock = { date: string; time: string };

/** The calendar date (YYYY-MM-DD) and time (HH:MM) at `instant` on a wall clock in `timeZone`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
	const local = new TZDate(instant.getTime(), timeZone);
	const two = (value: number) => String(value).padStart(2, "0");
	return {
		date: `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}`,
		time: `${two(local.getHours())}:${two(local.getMinutes())}`,
	};
}

/** The date `days` after a YYYY-MM-DD date, on the calendar alone (no zone, no clock). */
function addDays(date: string, days: number): string {
	return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant a wall-clock date and time ("HH:MM") names in `timeZone`. Across a DST change: a time the clocks
 * skip (02:30 when they spring forward from 02:00 to 03:00) gives the first instant after the gap (03:00); a time
 * they show twice (01:30 when they fall back) gives the first of the two.
 */
export function instantOf({ date, time }: WallClock, timeZone: string): Date {
	// The wall time read as if it were UTC; the zone's real offsets around it are at most a day away.
	const asUtc = Date.parse(`${date}T${time}:00Z`);
	const offsets = [tzOffset(timeZone, new Date(asUtc - DAY_MS)), tzOffset(timeZone, new Date(asUtc + DAY_MS))];
	const candidates = offsets.map((offset) => asUtc - offset * MINUTE_MS).sort((a, b) => a - b);
	const matching = candidates.find((candidate) => {
		const clock = wallClockAt(new Date(candidate), timeZone);
		return clock.date === date && clock.time === time;
	});
	if (matching !== undefined) return new Date(matching);
	// In a gap: the transition is between the two candidates; find its first minute on the later offset.
	const [earlier = asUtc, later = asUtc] = candidates;
	const laterOffset = tzOffset(timeZone, new Date(later));
	let low = earlier;
	let high = later;
	while (high - low > MINUTE_MS) {
		const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
		if (tzOffset(timeZone, new Date(middle)) === laterOffset) high = middle;
		else low = middle;
	}
	return new Date(high);
}

export type ReminderPreferences = {
	/** IANA zone; null (not reported yet) reads as UTC. */
	timeZone: string | null;
	reminderOffsetMinutes: ReminderOffsetMinutes;
	reminderHour: number;
	quietHoursStart: string | null;
	quietHoursEnd: string | null;
};

/**
 * When a task is to be reminded, before quiet hours: with a due time, that wall-clock date and time in the user's
 * zone less the offset; with only a date, that date at the user's reminder hour. The offset of 1 day is a calendar
 * day (the same clock time the day before, 23 or 25 hours across a DST change); the others are real minutes.
 */
export function reminderInstant({
	dueDate,
	dueTime,
	preferences,
}: {
	dueDate: string;
	/** "HH:MM" or "HH:MM:SS" (as PostgreSQL returns a time); seconds are ignored. */
	dueTime: string | null;
	preferences: ReminderPreferences;
}): Date {
	const timeZone = preferences.timeZone ?? "UTC";
	if (dueTime === null) {
		return instantOf({ date: dueDate, time: `${String(preferences.reminderHour).padStart(2, "0")}:00` }, timeZone);
	}
	const time = dueTime.slice(0, 5);
	if (preferences.reminderOffsetMinutes === 1440) return instantOf({ date: addDays(dueDate, -1), time }, timeZone);
	return new Date(
		instantOf({ date: dueDate, time }, timeZone).getTime() - preferences.reminderOffsetMinutes * MINUTE_MS,
	);
}

/**
 * `instant`, or the end of the quiet hours it falls in: from start (included) to end (excluded) on the user's
 * clock, over midnight when the start is later than the end (22:00–07:00).
 */
export function afterQuietHours(instant: Date, preferences: ReminderPreferences): Date {
	const { quietHoursStart: start, quietHoursEnd: end } = preferences;
	if (start === null || end === null || start === end) return instant;
	const timeZone = preferences.timeZone ?? "UTC";
	const { date, time } = wallClockAt(instant, timeZone);
	const isOverMidnight = start > end;
	if (!isOverMidnight) return start <= time && time < end ? instantOf({ date, time: end }, timeZone) : instant;
	if (time >= start) return instantOf({ date: addDays(date, 1), time: end }, timeZone);
	if (time < end) return instantOf({ date, time: end }, timeZone);
	return instant;
}

/** When the reminder goes out: its instant, held past quiet hours. */
export function reminderSendTime(options: Parameters<typeof reminderInstant>[0]): Date {
	return afterQuietHours(reminderInstant(options), options.preferences);
}

/**
 * True once the send time has passed, for REMINDER_STALE_AFTER_MS: a server that was down still reminds when it
 * is back, but a reminder that late would only be noise.
 */
export function isReminderDue({ now, sendAt }: { now: Date; sendAt: Date }): boolean {
	const late = now.getTime() - sendAt.getTime();
	return late >= 0 && late < REMINDER_STALE_AFTER_MS;
}

/**
 * The due dates whose reminders can be due at `now` in some zone: the due time is within a day and a half of
 * the date's UTC midnight (zones run from UTC−12 to UTC+14), the reminder up to a day (and an hour of DST)
 * before it, quiet hours hold it less than a day, and it stays due for REMINDER_STALE_AFTER_MS. From three days
 * before today (UTC) to two days after covers all of that.
 */
export function candidateDueDates(now: Date): string[] {
	const today = now.toISOString().slice(0, 10);
	return [-3, -2, -1, 0, 1, 2].map((days) => addDays(today, days));
}
