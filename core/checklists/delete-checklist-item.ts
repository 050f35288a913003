import { DomainError } from "#core/errors/domain-error.ts";
import { ownedTask, saveTask } from "#core/tasks/task-queries.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import type { Db } from "#db/client.server.ts";
import { checklistItem } from "#db/schema/tasks.ts";
import { ownedItem } from "./update-checklist-item.ts";

type Options = { db: Db; userId: string; taskId: string; itemId: string };

/** Deletes one item of one of the user's tasks (404 when there is none); answers the task without it. */
export async function deleteChecklistItem({ db, userId, taskId, itemId }: Options): Promise<TaskView> {
	return db.transaction(async (tx) => {
		const current = await ownedTask(tx, userId, taskId, { lock: true });
		const deleted = await tx
			.delete(checklistItem)
			.where(ownedItem(userId, taskId, itemId))
			.returning({ id: checklistItem.id });
		if (deleted.length === 0) throw new DomainError("not_found");
		return saveTask(tx, { userId, current, changes: {} });
	});
}
