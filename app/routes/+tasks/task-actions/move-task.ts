import { changeOf, settleOf } from "#app/lib/change-queue/shown-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { Quadrant } from "#core/constants.ts";
import type { ActionKit } from "./action-kit.ts";
import { withNeighbours } from "./delete-tasks.ts";
import type { LazyPlacement } from "./lazy-placement.ts";
import { OPTIMISTIC_STEPS } from "./optimistic-steps.ts";
import type { PlanGate } from "./plan-gate.ts";
import type { Removed, undoToasts } from "./undo-toasts.ts";

/** `task.move`: a drag, a shortcut or "Move to", within the board or to another board. */
export function moveTaskActions(
	kit: ActionKit,
	{ hasRoom, noRoom }: PlanGate,
	{ positionFor }: LazyPlacement,
	toasts: ReturnType<typeof undoToasts>,
) {
	/**
	 * Resolves once the move is on screen, with the promise of its outcome (wrapped: a promise would wait for it); null
	 * when it is refused at once.
	 */
	const show = async (
		task: PageTask,
		quadrant: Quadrant,
		beforeId: string | null,
	): Promise<{ outcome: Promise<boolean> } | null> => {
		if (quadrant !== task.quadrant && !hasRoom(quadrant, task.boardId, task.id)) {
			await noRoom();
			return null;
		}
		// In "Show everything", a task keeps its board: it can only go before a task of the same board.
		const before = kit.store.getSnapshot().find(({ id }) => id === beforeId);
		const target = before && before.boardId !== task.boardId ? null : beforeId;
		try {
			const position = await positionFor(task.boardId, quadrant, target, task.id);
			const shown = OPTIMISTIC_STEPS["task.move"](task, { quadrant, position });
			const args = { id: task.id, quadrant, before: target };
			const change = { name: "task.move" as const, args, shown, baseVersion: task.version };
			// The store shows the change before `run` first waits.
			return { outcome: kit.run(changeOf(shown), () => kit.send(change), settleOf(shown)) };
		} catch (error) {
			kit.onRefused(error);
			return null;
		}
	};

	const move = async (task: PageTask, quadrant: Quadrant, beforeId: string | null) =>
		(await (await show(task, quadrant, beforeId))?.outcome) ?? false;

	/** Puts moved tasks back where they were, each before the task it was before, through the same mutation. */
	const putBack = async (origins: Removed[]) => {
		for (const { task, beforeId } of origins) {
			const current = kit.store.getSnapshot().find(({ id }) => id === task.id);
			if (current) await show(current, task.quadrant, beforeId);
		}
	};

	/**
	 * A move the person made (a drop, "Move to…", 1–4, the selection bar): said in a toast with Undo, as the urgency
	 * rule's moves are. `onShown` runs once each task is in its new place (to keep the focus on its card).
	 */
	const moveByHand = async (
		tasks: PageTask[],
		quadrant: Quadrant,
		beforeId: string | null = null,
		onShown?: (task: PageTask) => void,
	) => {
		const origins = withNeighbours(kit.store.getSnapshot(), tasks);
		const moved: Removed[] = [];
		const outcomes: Promise<boolean>[] = [];
		// In turn: each is placed once the one before is on screen, so together they keep their order.
		for (const origin of origins) {
			const placed = await show(origin.task, quadrant, beforeId);
			if (!placed) continue;
			onShown?.(origin.task);
			outcomes.push(placed.outcome);
			if (origin.task.quadrant !== quadrant) moved.push(origin);
		}
		if (moved.length > 0) toasts.offerMoveUndo(moved, quadrant, () => void putBack(moved));
		return (await Promise.all(outcomes)).every(Boolean);
	};

	/** Back to the board, quadrant and neighbour it left by "Move to board", into view again if it had left it. */
	const putBackOnBoard = async ({ task, beforeId }: Removed) => {
		if (!hasRoom(task.quadrant, task.boardId, task.id)) return noRoom();
		const current = kit.store.getSnapshot();
		const before = beforeId && current.some(({ id }) => id === beforeId) ? beforeId : null;
		try {
			const position = await positionFor(task.boardId, task.quadrant, before, task.id);
			const fields = { boardId: task.boardId, position };
			const view = current.some(({ id }) => id === task.id) ? "stays" : "returns";
			const shown = OPTIMISTIC_STEPS["task.move"](task, fields, view);
			const args = { id: task.id, quadrant: task.quadrant, before, boardId: task.boardId };
			const change = { name: "task.move" as const, args, shown, baseVersion: task.version };
			return await kit.run(changeOf(shown), () => kit.send(change), settleOf(shown));
		} catch (error) {
			kit.onRefused(error);
			return false;
		}
	};

	/**
	 * To the end of the same quadrant on another board; out of view unless everything is shown. Said with Undo, as a move
	 * by hand is: the card may vanish from the board in view, and the toast says where it went.
	 */
	const moveToBoard = (task: PageTask, board: { id: string; name: string }) => {
		const [origin] = withNeighbours(kit.store.getSnapshot(), [task]);
		const shown = OPTIMISTIC_STEPS["task.move"](
			task,
			{ boardId: board.id },
			kit.isShowingEverything ? "stays" : "leaves",
		);
		const args = { id: task.id, quadrant: task.quadrant, before: null, boardId: board.id };
		const change = { name: "task.move" as const, args, shown, baseVersion: task.version };
		// The store shows the change before `run` first waits, so the toast follows what the person sees.
		const outcome = kit.run(changeOf(shown), () => kit.send(change), settleOf(shown));
		if (origin) toasts.offerBoardMoveUndo(task, board.name, () => void putBackOnBoard(origin));
		return outcome;
	};

	return { move, moveByHand, moveToBoard };
}
