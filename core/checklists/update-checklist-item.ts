import { and, eq } from "drizzle-orm";
import { DomainError } from "#core/errors/domain-error.ts";
import { ownedTask, saveTask } from "#core/tasks/task-queries.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import type { Db } from "#db/client.server.ts";
import { checklistItem } from "#db/schema/tasks.ts";
import type { UpdateChecklistItemInput } from "./checklist.schema.ts";
import { itemsOfTask } from "./checklist-rows.ts";

type Options = { db: Db; userId: string; taskId: string; itemId: string; input: UpdateChecklistItemInput };

/**
 * Renames, ticks or unticks one item of one of the user's tasks. Only the fields sent change, and no version is asked
 * for: two devices changing two items both win, and of two changes to one item the later one wins. Answers the task.
 */
export async function updateChecklistItem({ db, userId, taskId, itemId, input }: Options): Promise<TaskView> {
	return db.transaction(async (tx) => {
		const current = await ownedTask(tx, userId, taskId, { lock: true });
		const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
		const item = ownedItem(userId, taskId, itemId);
		const changed =
			Object.keys(changes).length === 0
				? (await itemsOfTask(tx, { userId, taskId })).filter((row) => row.id === itemId)
				: await tx.update(checklistItem).set(changes).where(item).returning({ id: checklistItem.id });
		if (changed.length === 0) throw new DomainError("not_found");
		return saveTask(tx, { userId, current, changes: {} });
	});
}

/** The item `itemId` of the task `taskId`, both the user's. */
export const ownedItem = (userId: string, taskId: string, itemId: string) =>
	and(eq(checklistItem.id, itemId), eq(checklistItem.taskId, taskId), eq(checklistItem.userId, userId));
