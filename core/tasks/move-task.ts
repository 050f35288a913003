import { assertCanAddToBoard } from "#core/boards/assert-can-add-to-board.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { assertRoomBeside } from "./assert-room-in-quadrant.ts";
import { positionBefore } from "./placement.ts";
import type { MoveTaskInput } from "./task.schema.ts";
import { columnAroundAndCount, lockedTaskOfMove, saveTask } from "./task-queries.ts";
import { taskViewOf } from "./task-view-rows.ts";

type Options = { db: Db; userId: string; taskId: string; input: MoveTaskInput; freeTasksPerQuadrant: number };

/**
 * Moves a task before another (or to the end) in a quadrant of its board, or of another of the user's boards: one
 * row changes. Moves on one board are applied one at a time (board row locks), so concurrent moves never produce two
 * tasks at the same position. Coming into a quadrant (or a board) is an addition: the Free limit applies to the
 * target, and on Free the target board must be the default one.
 */
export async function moveTask({ db, userId, taskId, input, freeTasksPerQuadrant }: Options) {
	return db.transaction(async (tx) => {
		const { current, boards } = await lockedTaskOfMove(tx, { userId, taskId, targetBoardId: input.boardId });
		// It went to another board (its board deleted, another move) while this request waited for the locks.
		if (!boards.some((row) => row.id === current.boardId)) throw new DomainError("version_conflict");
		const targetBoardId = input.boardId ?? current.boardId;
		const target = boards.find((row) => row.id === targetBoardId);
		if (!target) throw new DomainError("not_found");
		const isChangingBoard = target.id !== current.boardId;
		if (isChangingBoard) await assertCanAddToBoard(tx, userId, target);
		if (!isChangingBoard && input.before === taskId) return taskViewOf(tx, { userId, taskId });
		const isChangingQuadrant = current.quadrant !== input.quadrant;
		const { column, tasksInQuadrant } = await columnAroundAndCount(tx, {
			boardId: target.id,
			quadrant: input.quadrant,
			beforeId: input.before,
			userId,
		});
		// An example takes no room (it does not count against the Free limit) wherever it goes.
		if ((isChangingBoard || isChangingQuadrant) && !current.isExample) {
			await assertRoomBeside(tx, { userId, tasksInQuadrant, freeTasksPerQuadrant });
		}
		// Already in that place (right before it): nothing to change.
		if (column.some((row) => row.id === taskId)) return taskViewOf(tx, { userId, taskId });
		return saveTask(tx, {
			userId,
			current,
			changes: {
				boardId: target.id,
				quadrant: input.quadrant,
				position: positionBefore(column, input.before),
				// Placed by hand after the urgency rule moved it: the rule leaves it there (ADR 0032).
				...(isChangingQuadrant && current.escalatedOn !== null ? { isPinned: true } : {}),
			},
		});
	});
}
