import type { TFunction } from "i18next";
import type { useToast } from "#app/components/ui/toast.tsx";
import type { QueuedChange, Shown } from "#app/lib/change-queue/queued-change.ts";
import type { changeOf, settleOf } from "#app/lib/change-queue/shown-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { TaskChange, TaskStore } from "#app/lib/task-store.ts";
import type { Quadrant } from "#core/constants.ts";

// The rarer actions of the task views, loaded the first time one is used (issue 16 made room in /matrix's first
// download for the queue of offline changes): deleting a whole quadrant, clearing the examples and putting them back.

/** The part of the actions the rarer ones use. */
export type BulkContext = {
	store: TaskStore;
	run: <T>(change: TaskChange, request: () => Promise<T>, settle: (result: T) => TaskChange) => Promise<boolean>;
	send: (path: string, method: QueuedChange["method"], shown: Shown, body?: unknown) => Promise<unknown>;
	toast: ReturnType<typeof useToast>;
	t: TFunction;
	withNeighbours: (tasks: PageTask[]) => Removed[];
	offerUndo: (removed: Removed[]) => void;
	// Passed in rather than imported, so that this module loads alone rather than splitting what the page loads.
	changeOf: typeof changeOf;
	settleOf: typeof settleOf;
};

/** A deleted task and the one it was before, for Undo. */
export type Removed = { task: PageTask; beforeId: string | null };

/** The removal of the tasks of one board, as a queued change shows it. */
const removalOf = (tasks: PageTask[], boardId: string): Shown => ({
	kind: "remove",
	ids: tasks.filter((task) => task.boardId === boardId).map(({ id }) => id),
});

/** Every task of a quadrant, on the board shown (or on each board, in "Show everything"). */
export async function removeQuadrant(context: BulkContext, quadrant: Quadrant) {
	const { store, run, send, offerUndo, changeOf, settleOf } = context;
	const tasks = store.getSnapshot().filter((task) => task.quadrant === quadrant);
	const ids = new Set(tasks.map(({ id }) => id));
	const boardIds = [...new Set(tasks.map((task) => task.boardId))];
	const shown: Shown = { kind: "remove", ids: [...ids] };
	const isDeleted = await run(
		changeOf(shown),
		() =>
			Promise.all(
				boardIds.map((boardId) => send("/tasks/bulk-delete", "POST", removalOf(tasks, boardId), { boardId, quadrant })),
			),
		settleOf(shown),
	);
	if (isDeleted && tasks.length > 0) offerUndo(tasks.map((task) => ({ task, beforeId: null })));
}

/** Puts cleared examples back, still examples, each board's in one request (the server's restore of them). */
function restoreExamples({ run, send, changeOf, settleOf }: BulkContext, removed: Removed[]) {
	const boardIds = [...new Set(removed.map(({ task }) => task.boardId))];
	const bodyOf = ({ task, beforeId }: Removed) => {
		const { id, title, description, status, priority, dueDate, dueTime, quadrant } = task;
		return { id, title, description, status, priority, dueDate, dueTime, quadrant, before: beforeId };
	};
	const shown: Shown = { kind: "upsert", tasks: removed.map(({ task }) => task) };
	return run(
		changeOf(shown),
		() =>
			Promise.all(
				boardIds.map((boardId) => {
					const ofBoard = removed.filter(({ task }) => task.boardId === boardId);
					const shownOfBoard: Shown = { kind: "upsert", tasks: ofBoard.map(({ task }) => task) };
					return send(`/boards/${boardId}/examples`, "POST", shownOfBoard, { tasks: ofBoard.map(bodyOf) });
				}),
			),
		(answers) => (tasks) => answers.reduce<PageTask[]>((all, answer) => settleOf(shown)(answer)(all), tasks),
	);
}

/** "Clear the examples" of every board shown, in one action; the toast offers to put them back. */
export async function clearExamples(context: BulkContext) {
	const { store, run, send, toast, t, withNeighbours, changeOf, settleOf } = context;
	const examples = store.getSnapshot().filter((task) => task.isExample);
	if (examples.length === 0) return;
	const removed = withNeighbours(examples);
	const ids = new Set(examples.map(({ id }) => id));
	const boardIds = [...new Set(examples.map((task) => task.boardId))];
	const shown: Shown = { kind: "remove", ids: [...ids] };
	const isCleared = await run(
		changeOf(shown),
		() =>
			Promise.all(
				boardIds.map((boardId) => send(`/boards/${boardId}/examples`, "DELETE", removalOf(examples, boardId))),
			),
		settleOf(shown),
	);
	if (!isCleared) return;
	toast.show({
		title: t("examples.cleared"),
		actionLabel: t("matrix.undo"),
		onAction: () => void restoreExamples(context, removed),
		durationMs: 5000,
		closeLabel: t("common.close"),
	});
}
