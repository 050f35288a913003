// Browser-safe and dependency-free: one item of a task's checklist, as the task's view carries it (`checklist`, in
// order) to the API, the loaders, the change log and the page's store.

export type ChecklistItemView = {
	id: string;
	title: string;
	isDone: boolean;
	/** A fractional index, ordered byte-wise within the task (core/tasks/ordering.ts). */
	position: string;
};
