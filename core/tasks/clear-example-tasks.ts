import { and, eq } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import type { Db } from "#db/client.server.ts";
import { task } from "#db/schema/tasks.ts";
import { lockedOwnedBoard } from "./task-queries.ts";
import { type TaskView, toTaskView } from "./task-view.ts";

type Options = { db: Db; userId: string; boardId: string };

/** Deletes the example tasks of one of the user's boards, and only them. Answers them, so an undo can put them back. */
export async function clearExampleTasks({ db, userId, boardId }: Options): Promise<TaskView[]> {
	return db.transaction(async (tx) => {
		await lockedOwnedBoard(tx, userId, boardId);
		const deleted = await tx
			.delete(task)
			.where(and(eq(task.boardId, boardId), eq(task.userId, userId), eq(task.isExample, true)))
			.returning();
		for (const row of deleted) {
			await appendChange(tx, userId, { entity: "task", entityId: row.id, action: "deleted" });
		}
		// The examples' checklist items went with them: an undo puts the examples back without steps.
		return deleted.map((row) => toTaskView(row, []));
	});
}
