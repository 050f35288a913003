import type { PageTask } from "#app/lib/page-task.ts";

/**
 * Whether a task's title, description or one of its checklist items contains the query, ignoring case; an empty
 * query matches all.
 */
export function matchesSearch(task: Pick<PageTask, "title" | "description" | "checklist">, query: string): boolean {
	const needle = query.trim().toLocaleLowerCase();
	if (needle === "") return true;
	const contains = (text: string) => text.toLocaleLowerCase().includes(needle);
	return contains(task.title) || contains(task.description) || task.checklist.some((item) => contains(item.title));
}
