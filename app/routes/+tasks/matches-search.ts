/** Whether a task's title or description contains the query, ignoring case; an empty query matches all. */
export function matchesSearch(task: Pick<TaskView, "title" | "description">, query: string): boolean {
	const needle = query.trim().toLocaleLowerCase();
	if (needle === "") return true;
	return task.title.toLocaleLowerCase().includes(needle) || task.description.toLocaleLowerCase().includes(needle);
}

import type { TaskView } from "#core/tasks/task-view.ts";
