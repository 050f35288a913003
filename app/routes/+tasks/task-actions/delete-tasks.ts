import { changeOf, settleOf } from "#app/lib/change-queue/shown-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { Quadrant } from "#core/constants.ts";
import { type ActionKit, columnOf } from "./action-kit.ts";
import { OPTIMISTIC_STEPS } from "./optimistic-steps.ts";
import type { Removed, undoToasts } from "./undo-toasts.ts";

type Create = (task: PageTask, beforeId: string | null) => Promise<boolean>;

/** `task.delete` and `task.deleteQuadrant`, each offering Undo, which creates the tasks again where they were. */
export function deleteTaskActions(kit: ActionKit, create: Create, toasts: ReturnType<typeof undoToasts>) {
	const { store } = kit;

	/** Puts deleted tasks back where they were (same ids, same fields, before the same neighbour). */
	const restore = async (removed: Removed[]) => {
		// Each is shown at once, so the next one finds its neighbour on screen; offline, none waits for the one before.
		const created: Promise<boolean>[] = [];
		for (const { task, beforeId } of removed) {
			const present = new Set(store.getSnapshot().map(({ id }) => id));
			created.push(create(task, beforeId && present.has(beforeId) ? beforeId : null));
		}
		await Promise.all(created);
	};
	const offerUndo = (removed: Removed[]) => toasts.offerDeletionUndo(removed, (tasks) => void restore(tasks));

	const remove = async (tasks: PageTask[]) => {
		const removed = withNeighbours(store.getSnapshot(), tasks);
		const shown = { kind: "remove" as const, ids: tasks.map(({ id }) => id) };
		const deleteEach = () =>
			Promise.all(
				tasks.map((task) =>
					kit.send({
						name: "task.delete",
						args: { id: task.id },
						shown: OPTIMISTIC_STEPS["task.delete"](task),
						baseVersion: task.version,
					}),
				),
			);
		if (await kit.run(changeOf(shown), deleteEach, settleOf(shown))) offerUndo(removed);
	};

	/** Every task of a quadrant, on the board shown (or on each board, in "Show everything"). */
	const removeQuadrant = async (quadrant: Quadrant) => {
		const tasks = store.getSnapshot().filter((task) => task.quadrant === quadrant);
		const boardIds = [...new Set(tasks.map((task) => task.boardId))];
		const shown = { kind: "remove" as const, ids: tasks.map(({ id }) => id) };
		const deleteEach = () =>
			Promise.all(
				boardIds.map((boardId) =>
					kit.send({
						name: "task.deleteQuadrant",
						args: { boardId, quadrant },
						shown: OPTIMISTIC_STEPS["task.deleteQuadrant"](tasks, boardId),
					}),
				),
			);
		const isDeleted = await kit.run(changeOf(shown), deleteEach, settleOf(shown));
		if (isDeleted && tasks.length > 0) offerUndo(tasks.map((task) => ({ task, beforeId: null })));
	};

	return { remove, removeQuadrant };
}

/** What follows each task now, so an undo can put it back in its place. */
export function withNeighbours(all: PageTask[], tasks: PageTask[]): Removed[] {
	const ids = new Set(tasks.map(({ id }) => id));
	return tasks.map((task) => {
		const column = columnOf(all, task.boardId, task.quadrant);
		const next = column.slice(column.findIndex(({ id }) => id === task.id) + 1).find(({ id }) => !ids.has(id));
		return { task, beforeId: next?.id ?? null };
	});
}
