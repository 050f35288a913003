import { eq } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import type { Db } from "#db/client.server.ts";
import { task } from "#db/schema/tasks.ts";
import { ownedTask } from "./task-queries.ts";

/** Deletes one of the user's tasks (404 for anyone else's). */
export async function deleteTask({ db, userId, taskId }: { db: Db; userId: string; taskId: string }) {
	await db.transaction(async (tx) => {
		await ownedTask(tx, userId, taskId, { lock: true });
		await tx.delete(task).where(eq(task.id, taskId));
		await appendChange(tx, userId, { entity: "task", entityId: taskId, action: "deleted" });
	});
}
