import { PUSH_REMINDER_HOUR } from "#core/constants.ts";

// The scheduler's clock logic, pure so it is tested without waiting: when is a due-date reminder due?

/** The calendar date (YYYY-MM-DD) and hour at `now` on a wall clock in `timeZone`. */
export function wallClockAt(now: Date, timeZone: string): { date: string; hour: number } {
	const parts = new Intl.DateTimeFormat("en-CA", {
		timeZone,
		year: "numeric",
		month: "2-digit",
		day: "2-digit",
		hour: "2-digit",
		hourCycle: "h23",
	}).formatToParts(now);
	const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
	return { date: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

/**
 * True from 09:00 to midnight of the due date in the user's zone (UTC when unknown). A server that was down at
 * 09:00 still reminds later that day; after the day has passed, a reminder would only be noise.
 */
export function isReminderDue({
	now,
	dueDate,
	timeZone,
}: {
	now: Date;
	dueDate: string;
	timeZone: string | null;
}): boolean {
	const local = wallClockAt(now, timeZone ?? "UTC");
	return local.date === dueDate && local.hour >= PUSH_REMINDER_HOUR;
}

/** The due dates that can be "today" somewhere on Earth at `now` (zones run from UTC−12 to UTC+14). */
export function candidateDueDates(now: Date): string[] {
	const day = 24 * 60 * 60 * 1000;
	return [-1, 0, 1].map((offset) => new Date(now.getTime() + offset * day).toISOString().slice(0, 10));
}
