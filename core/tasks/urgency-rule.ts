import { ESCALATED_QUADRANT, type Quadrant } from "#core/constants.ts";

// Browser-safe and zone-free: whether a task is urgent by its due date, given the date it is where the user lives.
// The caller reads "today" on the user's clock (core/push/reminder-time.ts `wallClockAt`); from there it is calendar
// arithmetic on dates alone, so a DST change (a 23- or 25-hour day) never shifts the window.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The quadrants the rule moves tasks out of. */
export const ESCALATING_QUADRANTS = Object.keys(ESCALATED_QUADRANT) as Array<keyof typeof ESCALATED_QUADRANT>;

/** Whole calendar days from `today` to `dueDate` (both YYYY-MM-DD): 0 on the due date, negative once overdue. */
export function daysUntilDue({ today, dueDate }: { today: string; dueDate: string }): number {
	return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Urgent from `urgencyDays` days before the due date on; an overdue task is always urgent. */
export function isWithinUrgencyWindow({
	today,
	dueDate,
	urgencyDays,
}: {
	today: string;
	dueDate: string;
	urgencyDays: number;
}): boolean {
	return daysUntilDue({ today, dueDate }) <= urgencyDays;
}

/** The urgent quadrant beside `quadrant`; undefined when it is urgent already. */
export function escalatedQuadrant(quadrant: Quadrant): Quadrant | undefined {
	return quadrant in ESCALATED_QUADRANT ? ESCALATED_QUADRANT[quadrant as keyof typeof ESCALATED_QUADRANT] : undefined;
}

/** The not-urgent quadrant the rule moves tasks out of into `quadrant`; undefined when it moves none there. */
export function quadrantBeforeEscalation(quadrant: Quadrant): Quadrant | undefined {
	return ESCALATING_QUADRANTS.find((source) => ESCALATED_QUADRANT[source] === quadrant);
}
