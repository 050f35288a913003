// Browser-safe and dependency-free: one item of a task's checklist, as the task's view carries it (`checklist`, in
// order) to the API, the loaders, the change log and the page's store.

export type ChecklistItemView = {
	id: string;
	title: string;
	isDone: boolean;
	/** A fractional index, ordered byte-wise within the task (core/tasks/ordering.ts). */
	position: string;
};

/** "2/5": how many of the items are done, and how many there are. */
export function checklistProgress(items: readonly ChecklistItemView[]): { done: number; total: number } {
	return { done: items.filter((item) => item.isDone).length, total: items.length };
}
