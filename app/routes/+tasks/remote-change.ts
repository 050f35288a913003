import type { PageTask } from "#app/lib/page-task.ts";
import type { TaskStore } from "#app/lib/task-store.ts";
import type { TaskFields } from "#core/tasks/task-view.ts";
import type { RemoteChange } from "./task-editor-dialog.tsx";

const EDITED_FIELDS: readonly (keyof TaskFields)[] = [
	"title",
	"description",
	"status",
	"priority",
	"dueDate",
	"dueTime",
	"quadrant",
];

/**
 * What the open editor should say about its task: deleted, or changed in a field it edits since it opened (a move
 * within the quadrant, or this tab's own change coming back, is not worth interrupting for).
 */
export function remoteChangeOf({
	edited,
	tasks,
	store,
	onLoadLatest,
}: {
	edited: PageTask;
	tasks: PageTask[];
	store: TaskStore;
	onLoadLatest: (latest: PageTask) => void;
}): RemoteChange | undefined {
	if (store.isRemoved(edited.id)) return { kind: "deleted" };
	const latest = tasks.find(({ id }) => id === edited.id);
	if (!latest || latest.version <= edited.version) return undefined;
	if (EDITED_FIELDS.every((field) => latest[field] === edited[field])) return undefined;
	return { kind: "changed", onLoadLatest: () => onLoadLatest(latest) };
}
