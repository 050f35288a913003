/** Whether a task's title or description contains the query, ignoring case; an empty query matches all. */
export function matchesSearch(task: Pick<PageTask, "title" | "description">, query: string): boolean {
	const needle = query.trim().toLocaleLowerCase();
	if (needle === "") return true;
	return task.title.toLocaleLowerCase().includes(needle) || task.description.toLocaleLowerCase().includes(needle);
}

import type { PageTask } from "#app/lib/page-task.ts";
