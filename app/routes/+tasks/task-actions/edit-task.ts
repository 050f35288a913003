import { changeOf, settleOf } from "#app/lib/change-queue/shown-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { MutationArgs } from "#core/mutations/mutations.ts";
import type { TaskFields } from "#core/tasks/task-view.ts";
import type { ActionKit } from "./action-kit.ts";
import type { LazyPlacement } from "./lazy-placement.ts";
import { OPTIMISTIC_STEPS } from "./optimistic-steps.ts";
import type { PlanGate } from "./plan-gate.ts";

export type TaskEdit = Omit<MutationArgs<"task.update">, "id">;

/** `task.update`: the editor's save, "Done", "Stop repeating", "Unpin". */
export function editTaskActions(
	kit: ActionKit,
	{ hasRoom, noRoom }: PlanGate,
	{ positionFor, placing }: LazyPlacement,
) {
	/** Shows `fields` on the task at once and sends the edit `edited`; the answer replaces the guess. */
	const edit = (task: PageTask, fields: Partial<PageTask>, edited: TaskEdit) => {
		const shown = OPTIMISTIC_STEPS["task.update"](task, fields);
		// An edit of a task the server has names the version it was made on: if the task changed elsewhere meanwhile,
		// the server refuses it and the queue merges it field by field (ADR 0034), comparing with `base`.
		const isSaved = task.version > 0;
		const base = isSaved
			? Object.fromEntries(Object.keys(edited).map((key) => [key, task[key as keyof PageTask]]))
			: undefined;
		const args = { id: task.id, ...edited, ...(isSaved ? { version: task.version } : {}) };
		const change = { name: "task.update" as const, args, shown, baseVersion: task.version, ...(base ? { base } : {}) };
		return kit.run(changeOf(shown), () => kit.send(change), settleOf(shown));
	};

	/** One request: a new quadrant puts the task at the end of it, as the server does, within the plan's limit. */
	const update = (task: PageTask, values: TaskFields) => {
		// Only the fields the person changed: one carried along as shown could be an earlier change of this device still
		// waiting to be sent, and would overwrite what another device has changed since, unseen (ADR 0034).
		const changed: Partial<TaskFields> = Object.fromEntries(
			Object.entries(values).filter(
				([field, value]) => JSON.stringify(value) !== JSON.stringify(task[field as keyof TaskFields]),
			),
		);
		if (Object.keys(changed).length === 0) return Promise.resolve(true);
		const quadrant = changed.quadrant;
		if (quadrant && !hasRoom(quadrant, task.boardId, task.id)) return noRoom();
		if (!quadrant) return edit(task, changed, changed);
		return placing(async () => {
			const position = await positionFor(task.boardId, quadrant, null, task.id);
			return edit(task, { ...changed, position }, changed);
		});
	};

	const setDone = (task: PageTask, isDone: boolean) => {
		const status = isDone ? "done" : "todo";
		return edit(task, { status }, { status });
	};

	const stopRepeating = (task: PageTask) => edit(task, { repeat: null }, { repeat: null });

	/** "Unpin": the urgency rule may move the task again (ADR 0032). */
	const unpin = (task: PageTask) => edit(task, { isPinned: false }, { isPinned: false });

	return { edit, update, setDone, stopRepeating, unpin };
}
