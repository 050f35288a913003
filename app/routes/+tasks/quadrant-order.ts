import type { PageTask } from "#app/lib/page-task.ts";
import { type QuadrantSort, TASK_PRIORITIES } from "#core/constants.ts";
import { orderByDueDate } from "./wall-order.ts";

type Ordered = Pick<PageTask, "dueDate" | "dueTime" | "quadrant" | "position" | "priority">;

const byPosition = (a: Ordered, b: Ordered) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0);

/**
 * The tasks in the order a quadrant lists them, for the sort the user chose: manual (their positions); by due date
 * (dated first, earliest first, then the undated in manual order); by priority (high first, then manual order).
 * Grouping the result by quadrant keeps this order within each.
 */
export function orderInQuadrants<Task extends Ordered>(tasks: readonly Task[], sort: QuadrantSort): Task[] {
	switch (sort) {
		case "manual":
			return tasks.toSorted(byPosition);
		case "dueDate":
			return orderByDueDate(tasks);
		case "priority":
			return tasks.toSorted(
				(a, b) => TASK_PRIORITIES.indexOf(a.priority) - TASK_PRIORITIES.indexOf(b.priority) || byPosition(a, b),
			);
	}
}
