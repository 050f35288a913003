import type { Quadrant } from "#core/constants.ts";
import { quadrantEntryRefusal } from "#core/plans/plan-gates.ts";
import { type ActionKit, columnOf } from "./action-kit.ts";

/**
 * The plan's gate, asked early only to open the prompt at once; the server's answer is what counts. Examples take
 * no room, wherever they are or go.
 */
export function planGate({ store, plan, freeTasksPerQuadrant, defaultBoardId, onUpgradeNeeded }: ActionKit) {
	const hasRoom = (quadrant: Quadrant, boardId = defaultBoardId, movingId?: string) =>
		store.getSnapshot().find(({ id }) => id === movingId)?.isExample === true ||
		quadrantEntryRefusal(plan, {
			tasksInQuadrant: columnOf(store.getSnapshot(), boardId, quadrant, movingId).filter((task) => !task.isExample)
				.length,
			freeTasksPerQuadrant,
		}) === null;
	const noRoom = () => {
		onUpgradeNeeded("plan_limit");
		return Promise.resolve(false);
	};
	return { hasRoom, noRoom };
}

export type PlanGate = ReturnType<typeof planGate>;
