import type { TaskView } from "#core/tasks/task-view.ts";

/**
 * A task as the task pages hold it: the one view (`TaskView`) less its instants, which no page shows. The loader sends
 * this (three ISO strings per task were a fifth of a board's page data); the API's and live sync's full views fit it
 * as they are.
 */
export type PageTask = Omit<TaskView, "completedAt" | "createdAt" | "updatedAt">;

export function toPageTask({ completedAt: _completed, createdAt: _created, updatedAt: _updated, ...task }: TaskView) {
	return task satisfies PageTask;
}
