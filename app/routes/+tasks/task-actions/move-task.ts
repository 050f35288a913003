import { changeOf, settleOf } from "#app/lib/change-queue/shown-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { Quadrant } from "#core/constants.ts";
import type { ActionKit } from "./action-kit.ts";
import type { LazyPlacement } from "./lazy-placement.ts";
import { OPTIMISTIC_STEPS } from "./optimistic-steps.ts";
import type { PlanGate } from "./plan-gate.ts";

/** `task.move`: a drag, a shortcut or "Move to", within the board or to another board. */
export function moveTaskActions(
	kit: ActionKit,
	{ hasRoom, noRoom }: PlanGate,
	{ positionFor, placing }: LazyPlacement,
) {
	const move = (task: PageTask, quadrant: Quadrant, beforeId: string | null) => {
		if (quadrant !== task.quadrant && !hasRoom(quadrant, task.boardId, task.id)) return noRoom();
		// In "Show everything", a task keeps its board: it can only go before a task of the same board.
		const before = kit.store.getSnapshot().find(({ id }) => id === beforeId);
		const target = before && before.boardId !== task.boardId ? null : beforeId;
		return placing(async () => {
			const position = await positionFor(task.boardId, quadrant, target, task.id);
			const shown = OPTIMISTIC_STEPS["task.move"](task, { quadrant, position });
			const args = { id: task.id, quadrant, before: target };
			const change = { name: "task.move" as const, args, shown, baseVersion: task.version };
			return kit.run(changeOf(shown), () => kit.send(change), settleOf(shown));
		});
	};

	/** To the end of the same quadrant on another board; out of view unless everything is shown. */
	const moveToBoard = (task: PageTask, boardId: string) => {
		const shown = OPTIMISTIC_STEPS["task.move"](task, { boardId }, !kit.isShowingEverything);
		const args = { id: task.id, quadrant: task.quadrant, before: null, boardId };
		const change = { name: "task.move" as const, args, shown, baseVersion: task.version };
		return kit.run(changeOf(shown), () => kit.send(change), settleOf(shown));
	};

	return { move, moveToBoard };
}
