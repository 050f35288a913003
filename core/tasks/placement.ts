import { positionBetween } from "./ordering.ts";

// Browser-safe: where a task lands. The page computes its optimistic position with it from the tasks it holds; the
// server from the rows around the place (task-queries.ts `columnAround`), so both agree on the order.

type Placed = { id: string; position: string };

/**
 * The position of a task put just before `beforeId` in `column` (the quadrant of one board, in order, without the
 * task itself), or at the end when `beforeId` is null or not in the column.
 */
export function positionBefore(column: readonly Placed[], beforeId: string | null): string {
	const index = beforeId === null ? -1 : column.findIndex((task) => task.id === beforeId);
	const at = index < 0 ? column.length : index;
	return positionBetween(column[at - 1]?.position ?? null, column[at]?.position ?? null);
}
