import { and, eq } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import type { Quadrant } from "#core/constants.ts";
import { assertPro } from "#core/plans/assert-pro.ts";
import type { Db } from "#db/client.server.ts";
import { task } from "#db/schema/tasks.ts";
import { lockedOwnedBoard } from "./task-queries.ts";

type Options = { db: Db; userId: string; boardId: string; quadrant: Quadrant };

/** Deletes every task of one quadrant of a board: a Pro feature. Answers the deleted tasks (for undo). */
export async function deleteQuadrantTasks({ db, userId, boardId, quadrant }: Options) {
	await assertPro(db, userId);
	return db.transaction(async (tx) => {
		await lockedOwnedBoard(tx, userId, boardId);
		const deleted = await tx
			.delete(task)
			.where(and(eq(task.boardId, boardId), eq(task.quadrant, quadrant), eq(task.userId, userId)))
			.returning();
		for (const row of deleted) {
			await appendChange(tx, userId, { entity: "task", entityId: row.id, action: "deleted" });
		}
		return deleted;
	});
}
