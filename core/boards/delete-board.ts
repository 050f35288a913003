import { and, eq } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import { positionBetween } from "#core/tasks/ordering.ts";
import { columnAround, saveTask, taskOrder } from "#core/tasks/task-queries.ts";
import type { Db } from "#db/client.server.ts";
import { board, task } from "#db/schema/tasks.ts";
import { lockedBoards } from "./board-queries.ts";

type Options = {
	db: Db;
	userId: string;
	boardId: string;
	/** Delete the board's tasks too; otherwise they move to the default board. */
	deleteTasks: boolean;
	/**
	 * Test seam, absent in the product: runs inside the transaction after the tasks have been moved or deleted and
	 * before the board row goes. Throwing from it rolls the whole deletion back, which is how the tests show that no
	 * task is ever left half-moved.
	 */
	beforeBoardRemoved?: (tx: Db) => Promise<void>;
};

/**
 * Deletes a board that is not the default one (409 `default_board`), on any plan. Its tasks move to the end of the
 * same quadrants of the default board, in their order, whatever the Free limit (nothing is lost; only new additions
 * are refused), or are deleted with it. One transaction: every task keeps a board throughout.
 */
export async function deleteBoard({ db, userId, boardId, deleteTasks, beforeBoardRemoved }: Options) {
	return db.transaction(async (tx) => {
		// All of the user's boards, locked: the default cannot change, and no task can come into this board, meanwhile.
		const boards = await lockedBoards(tx, userId);
		const doomed = boards.find((row) => row.id === boardId);
		if (!doomed) throw new DomainError("not_found");
		if (doomed.isDefault) throw new DomainError("default_board");
		const target = boards.find((row) => row.isDefault);
		if (!target) throw new Error(`user ${userId} has no default board`);
		const result = deleteTasks
			? { movedTasks: 0, deletedTasks: await deleteTasksOf(tx, userId, boardId) }
			: { movedTasks: await moveTasks(tx, userId, boardId, target.id), deletedTasks: 0 };
		await beforeBoardRemoved?.(tx);
		await tx.delete(board).where(and(eq(board.id, boardId), eq(board.userId, userId)));
		await appendChange(tx, userId, { entity: "board", entityId: boardId, action: "deleted" });
		return result;
	});
}

async function deleteTasksOf(tx: Db, userId: string, boardId: string): Promise<number> {
	const deleted = await tx
		.delete(task)
		.where(and(eq(task.boardId, boardId), eq(task.userId, userId)))
		.returning({ id: task.id });
	for (const { id } of deleted) await appendChange(tx, userId, { entity: "task", entityId: id, action: "deleted" });
	return deleted.length;
}

/** Appends the board's tasks to the end of their quadrants on the target board, keeping their order. */
async function moveTasks(tx: Db, userId: string, fromBoardId: string, toBoardId: string): Promise<number> {
	const moving = await tx
		.select()
		.from(task)
		.where(and(eq(task.boardId, fromBoardId), eq(task.userId, userId)))
		.orderBy(...taskOrder)
		.for("update");
	const lastPositions = new Map<string, string | null>();
	for (const current of moving) {
		if (!lastPositions.has(current.quadrant)) {
			const [last] = await columnAround(tx, { boardId: toBoardId, quadrant: current.quadrant, beforeId: null, userId });
			lastPositions.set(current.quadrant, last?.position ?? null);
		}
		const position = positionBetween(lastPositions.get(current.quadrant) ?? null, null);
		lastPositions.set(current.quadrant, position);
		await saveTask(tx, { userId, current, changes: { boardId: toBoardId, position } });
	}
	return moving.length;
}
