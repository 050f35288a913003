import { useMemo } from "react";
import type { PageTask } from "#app/lib/page-task.ts";

/**
 * The ids of the tasks, for a SortableContext: the same array for as long as they are the same ids in the same
 * order, since a new array re-renders every card of the context.
 */
export function useTaskIds(tasks: PageTask[]): string[] {
	const key = tasks.map((task) => task.id).join(" ");
	return useMemo(() => (key === "" ? [] : key.split(" ")), [key]);
}
