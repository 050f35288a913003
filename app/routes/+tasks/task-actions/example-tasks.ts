import { changeOf, settleOf } from "#app/lib/change-queue/shown-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { ActionKit } from "./action-kit.ts";
import { withNeighbours } from "./delete-tasks.ts";
import { OPTIMISTIC_STEPS } from "./optimistic-steps.ts";
import type { Removed, undoToasts } from "./undo-toasts.ts";

/** `examples.clear` of every board shown, in one action, and its Undo, `examples.restore`. */
export function exampleTaskActions(kit: ActionKit, toasts: ReturnType<typeof undoToasts>) {
	const { store } = kit;

	/** Puts cleared examples back, still examples, each board's in one request (the server's restore of them). */
	const restoreExamples = (removed: Removed[]) => {
		const boardIds = [...new Set(removed.map(({ task }) => task.boardId))];
		const argsOf = ({ task, beforeId }: Removed) => {
			const { id, title, description, status, priority, dueDate, dueTime, quadrant } = task;
			return { id, title, description, status, priority, dueDate, dueTime, quadrant, before: beforeId };
		};
		const shown = OPTIMISTIC_STEPS["examples.restore"](removed.map(({ task }) => task));
		const restoreEach = () =>
			Promise.all(
				boardIds.map((boardId) => {
					const ofBoard = removed.filter(({ task }) => task.boardId === boardId);
					const args = { id: boardId, tasks: ofBoard.map(argsOf) };
					const shownOfBoard = OPTIMISTIC_STEPS["examples.restore"](ofBoard.map(({ task }) => task));
					return kit.send({ name: "examples.restore", args, shown: shownOfBoard });
				}),
			);
		return kit.run(
			changeOf(shown),
			restoreEach,
			(answers) => (tasks) => answers.reduce<PageTask[]>((all, answer) => settleOf(shown)(answer)(all), tasks),
		);
	};

	/** "Clear the examples" of every board shown, in one action; the toast offers to put them back. */
	const clearExamples = async () => {
		const examples = store.getSnapshot().filter((task) => task.isExample);
		if (examples.length === 0) return;
		const removed = withNeighbours(store.getSnapshot(), examples);
		const boardIds = [...new Set(examples.map((task) => task.boardId))];
		const shown = { kind: "remove" as const, ids: examples.map(({ id }) => id) };
		const clearEach = () =>
			Promise.all(
				boardIds.map((boardId) =>
					kit.send({
						name: "examples.clear",
						args: { id: boardId },
						shown: OPTIMISTIC_STEPS["examples.clear"](examples, boardId),
					}),
				),
			);
		if (!(await kit.run(changeOf(shown), clearEach, settleOf(shown)))) return;
		toasts.offerExamplesUndo(() => void restoreExamples(removed));
	};

	return { clearExamples };
}
