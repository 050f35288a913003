import type { ClientTask } from "#app/lib/task-store.ts";

/** Whether a task's title or description contains the query, ignoring case; an empty query matches all. */
export function matchesSearch(task: Pick<ClientTask, "title" | "description">, query: string): boolean {
	const needle = query.trim().toLocaleLowerCase();
	if (needle === "") return true;
	return task.title.toLocaleLowerCase().includes(needle) || task.description.toLocaleLowerCase().includes(needle);
}
