import type { PageTask } from "#app/lib/page-task.ts";
import { QUADRANTS } from "#core/constants.ts";

type Ordered = Pick<PageTask, "dueDate" | "dueTime" | "quadrant" | "position">;

// Plain code-unit comparison: dates and times are ISO strings, and fractional positions are ordered that way.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The one mixed wall: soonest due first; on the same day a task without a time (all day) before timed ones;
 * tasks without a due date last; ties keep the matrix's order (quadrant, then position).
 */
export function orderByDueDate<Task extends Ordered>(tasks: readonly Task[]): Task[] {
	return tasks.toSorted((a, b) => {
		if (a.dueDate !== b.dueDate) {
			if (a.dueDate === null) return 1;
			if (b.dueDate === null) return -1;
			return compare(a.dueDate, b.dueDate);
		}
		if (a.dueTime !== b.dueTime) {
			if (a.dueTime === null) return -1;
			if (b.dueTime === null) return 1;
			return compare(a.dueTime, b.dueTime);
		}
		const byQuadrant = QUADRANTS.indexOf(a.quadrant) - QUADRANTS.indexOf(b.quadrant);
		return byQuadrant !== 0 ? byQuadrant : compare(a.position, b.position);
	});
}
