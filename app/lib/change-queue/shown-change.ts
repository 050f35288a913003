import type { PageTask } from "#app/lib/page-task.ts";
import { patch, type TaskChange, upsert, without } from "#app/lib/task-store.ts";
import { applyChecklistStep } from "#core/checklists/checklist-steps.ts";
import { isTaskShown, type Shown } from "./queued-change.ts";

const isTask = (value: unknown): value is PageTask =>
	typeof value === "object" && value !== null && "id" in value && "version" in value;

/** What the screen shows while the change waits (after a reload too). */
export function changeOf(shown: Shown): TaskChange {
	switch (shown.kind) {
		case "upsert":
			return (tasks) => shown.tasks.reduce((all, task) => upsert(task)(all), tasks);
		case "patch":
			return patch(shown.id, shown.fields);
		case "remove":
			return without(new Set(shown.ids));
		case "checklist":
			return (tasks) =>
				tasks.map((task) =>
					task.id === shown.taskId ? { ...task, checklist: applyChecklistStep(task.checklist, shown.step) } : task,
				);
		default:
			// Nothing on the tasks ("none"), or not a task change: the view it belongs to shows it.
			return (tasks) => tasks;
	}
}

/**
 * What the server's answer makes of the confirmed tasks: the task (or tasks) it answered with; for a removal, the
 * tasks gone. No answer (another tab sent the change) changes nothing: live sync brings the result.
 */
export const settleOf =
	(shown: Shown) =>
	(answer: unknown): TaskChange => {
		if (shown.kind === "remove") return without(new Set(shown.ids));
		if (!isTaskShown(shown)) return (tasks) => tasks;
		if (isTask(answer)) return upsert(answer);
		const answered = (answer as { tasks?: unknown } | undefined)?.tasks;
		if (Array.isArray(answered))
			return (tasks) => answered.filter(isTask).reduce((all, task) => upsert(task)(all), tasks);
		return (tasks) => tasks;
	};
