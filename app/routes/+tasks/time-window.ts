import type { PageTask } from "#app/lib/page-task.ts";
import type { Now } from "./now-context.ts";

/** The windows of due dates beside the search (`?when=`); "all" is the address without one. */
export const TIME_WINDOWS = ["all", "overdue", "today", "week", "none"] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

/** The window an address names: anything else (absent, misspelt, in capitals) is All, never an error. */
export function timeWindowFrom(value: string | null): TimeWindow {
	return TIME_WINDOWS.find((timeWindow) => timeWindow === value) ?? "all";
}

const DAY_MS = 86_400_000;

/** A calendar date `days` later: counted in UTC, where every day has 24 hours, so no DST change shifts it. */
function addDays(date: string, days: number) {
	return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Past its due date, or due today at a time already past: one rule for the card's tag and the Overdue window. */
export function isPastDue(dueDate: string, dueTime: string | null, now: Now) {
	return dueDate < now.date || (dueDate === now.date && dueTime !== null && dueTime < now.time);
}

/**
 * Whether a task belongs in a window at the user's wall-clock `now`. Overdue is what the card's tag calls overdue:
 * an open task due before today, or today at a time already past (it is then in Today as well, as it is still due
 * today). Next 7 days is today and the six days after. Completed tasks are never overdue; otherwise "hide completed"
 * decides about them, not the window.
 */
export function isInTimeWindow(
	task: Pick<PageTask, "dueDate" | "dueTime" | "status">,
	timeWindow: TimeWindow,
	now: Now,
) {
	const { dueDate, dueTime } = task;
	if (timeWindow === "all") return true;
	if (timeWindow === "none") return dueDate === null;
	if (dueDate === null) return false;
	if (timeWindow === "today") return dueDate === now.date;
	if (timeWindow === "week") return dueDate >= now.date && dueDate <= addDays(now.date, 6);
	return task.status !== "done" && isPastDue(dueDate, dueTime, now);
}
