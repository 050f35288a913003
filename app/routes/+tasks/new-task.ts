import type { TaskFields } from "#core/tasks/task-view.ts";

/** What a new task holds until the person says otherwise (the API's defaults too: core/tasks/task.schema.ts). */
export const NEW_TASK = {
	title: "",
	description: "",
	status: "todo",
	priority: "medium",
	dueDate: null,
	dueTime: null,
	repeat: null,
} as const satisfies Omit<TaskFields, "quadrant">;
