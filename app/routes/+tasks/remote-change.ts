import type { PageTask } from "#app/lib/page-task.ts";
import type { TaskStore } from "#app/lib/task-store.ts";
import { TASK_FIELDS } from "#core/tasks/task-view.ts";
import type { ChecklistActions, checklistItemActions } from "./task-actions/checklist-items.ts";

/** "changed" comes with the way to load the new version into the form. */
export type RemoteChange = { kind: "changed"; onLoadLatest: () => void } | { kind: "deleted" };

/** The task open in the editor and what it is compared with: the page's tasks as they are now. */
export type EditedTask = {
	edited: PageTask;
	tasks: PageTask[];
	store: TaskStore;
	onLoadLatest: (latest: PageTask) => void;
	/** The changes of its checklist, made from their module, which the editor's checklist section brings. */
	checklistWith: (make: typeof checklistItemActions) => ChecklistActions;
};

/**
 * What the open editor should say about its task: deleted, or changed in a field it edits since it opened (a move
 * within the quadrant, or this tab's own change coming back, is not worth interrupting for).
 */
export function remoteChangeOf({ edited, tasks, store, onLoadLatest }: EditedTask): RemoteChange | undefined {
	if (store.isRemoved(edited.id)) return { kind: "deleted" };
	const latest = tasks.find(({ id }) => id === edited.id);
	if (!latest || latest.version <= edited.version) return undefined;
	if (TASK_FIELDS.every((field) => latest[field] === edited[field])) return undefined;
	return { kind: "changed", onLoadLatest: () => onLoadLatest(latest) };
}
