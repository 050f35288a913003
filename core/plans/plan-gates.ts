import type { Plan } from "./plan-name.ts";

// Browser-safe and dependency-free: what each plan allows, decided once. The server's gates throw the refusal these
// return (that decision is the one that counts); the page asks the same functions for its optimistic step, to open the
// upgrade prompt at once instead of showing a change the server would undo.

export type PlanRefusal = "plan_limit" | "pro_required";

/** Pro-only features: more boards, renaming extra boards, changing the default, "Show everything", clearing a quadrant. */
export function proFeatureRefusal(plan: Plan): PlanRefusal | null {
	return plan === "pro" ? null : "pro_required";
}

/**
 * A task may come into the default board on any plan, into another board only on Pro: Free has one board, and boards
 * kept from a Pro period can be viewed, emptied and deleted, but take nothing new until Pro is back.
 */
export function boardEntryRefusal(plan: Plan, board: { isDefault: boolean }): PlanRefusal | null {
	return board.isDefault ? null : proFeatureRefusal(plan);
}

/** A task may come into a quadrant of a board (added or moved there) on Pro, or while it has room on Free. */
export function quadrantEntryRefusal(
	plan: Plan,
	{ tasksInQuadrant, freeTasksPerQuadrant }: { tasksInQuadrant: number; freeTasksPerQuadrant: number },
): PlanRefusal | null {
	return plan === "pro" || tasksInQuadrant < freeTasksPerQuadrant ? null : "plan_limit";
}
