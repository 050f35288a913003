import type { TaskView } from "#core/tasks/task-view.ts";

/**
 * A task as the task pages hold it: the one view (`TaskView`) less its instants, which no page shows. The loader sends
 * this (three ISO strings per task were a fifth of a board's page data); the API's and live sync's full views fit it
 * as they are.
 */
export type PageTask = Omit<TaskView, "completedAt" | "createdAt" | "updatedAt">;

// Every field of a page task, in the order the loader sends them: a field PageTask gains and this lacks fails the type check.
const SENT: Record<keyof PageTask, true> = {
	id: true,
	boardId: true,
	title: true,
	description: true,
	status: true,
	priority: true,
	dueDate: true,
	dueTime: true,
	quadrant: true,
	repeat: true,
	position: true,
	isExample: true,
	escalatedOn: true,
	isPinned: true,
	version: true,
	checklist: true,
};
const PAGE_TASK_FIELDS = Object.keys(SENT) as Array<keyof PageTask>;

/**
 * The tasks as the loader sends them: their field names once and each task's values in that order. React Router's
 * encoding writes a reference to the name beside every value of an object, which for a board of 200 tasks was half of
 * the page's data and of the time spent encoding it.
 */
export type PackedPageTasks = { fields: readonly string[]; rows: unknown[][] };

export function packPageTasks(tasks: readonly TaskView[]): PackedPageTasks {
	return {
		fields: PAGE_TASK_FIELDS,
		rows: tasks.map((task) => PAGE_TASK_FIELDS.map((field) => task[field])),
	};
}

/** The page's tasks from the loader's packed form: each an object as the store, the API and live sync have it. */
export function unpackPageTasks({ fields, rows }: PackedPageTasks): PageTask[] {
	return rows.map((values) => {
		const task: Record<string, unknown> = {};
		for (let index = 0; index < fields.length; index++) task[fields[index] as string] = values[index];
		return task as PageTask;
	});
}
