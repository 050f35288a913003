import { CHECKLIST_MAX_ITEMS } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import { positionBefore } from "#core/tasks/placement.ts";
import { ownedTask, saveTask } from "#core/tasks/task-queries.ts";
import { taskViewOf } from "#core/tasks/task-view-rows.ts";
import type { Db } from "#db/client.server.ts";
import { checklistItem } from "#db/schema/tasks.ts";
import type { CreateChecklistItemInput } from "./checklist.schema.ts";
import { itemsOfTask } from "./checklist-rows.ts";

type Options = { db: Db; userId: string; taskId: string; input: CreateChecklistItemInput };

/**
 * Adds an item to the checklist of one of the user's tasks, before another item (at the end when that one is absent
 * or gone), up to CHECKLIST_MAX_ITEMS (409 `checklist_full` beyond). The id is the client's: the same item sent again
 * answers the task as it is. Answers the task, its version one higher.
 */
export async function createChecklistItem({ db, userId, taskId, input }: Options) {
	return db.transaction(async (tx) => {
		const current = await ownedTask(tx, userId, taskId, { lock: true });
		const items = await itemsOfTask(tx, { userId, taskId });
		if (items.some((item) => item.id === input.itemId)) {
			return { task: await taskViewOf(tx, { userId, taskId }), isNew: false };
		}
		if (items.length >= CHECKLIST_MAX_ITEMS) throw new DomainError("checklist_full");
		const [created] = await tx
			.insert(checklistItem)
			.values({
				id: input.itemId,
				userId,
				taskId,
				title: input.title,
				isDone: input.isDone,
				position: positionBefore(items, input.before),
			})
			.onConflictDoNothing({ target: checklistItem.id })
			.returning({ id: checklistItem.id });
		// The id names an item of another task (or someone else's): not one this task could have.
		if (!created) throw new DomainError("not_found");
		return { task: await saveTask(tx, { userId, current, changes: {} }), isNew: true };
	});
}
