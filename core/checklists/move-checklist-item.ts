import { DomainError } from "#core/errors/domain-error.ts";
import { positionBefore } from "#core/tasks/placement.ts";
import { ownedTask, saveTask } from "#core/tasks/task-queries.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { taskViewOf } from "#core/tasks/task-view-rows.ts";
import type { Db } from "#db/client.server.ts";
import { checklistItem } from "#db/schema/tasks.ts";
import type { MoveChecklistItemInput } from "./checklist.schema.ts";
import { itemsOfTask } from "./checklist-rows.ts";
import { ownedItem } from "./update-checklist-item.ts";

type Options = { db: Db; userId: string; taskId: string; itemId: string; input: MoveChecklistItemInput };

/**
 * Puts one item of a task's checklist just before another (at the end when that one is absent or gone): one row
 * changes, its position between its new neighbours. Answers the task.
 */
export async function moveChecklistItem({ db, userId, taskId, itemId, input }: Options): Promise<TaskView> {
	return db.transaction(async (tx) => {
		const current = await ownedTask(tx, userId, taskId, { lock: true });
		const items = await itemsOfTask(tx, { userId, taskId });
		const index = items.findIndex((item) => item.id === itemId);
		if (index < 0) throw new DomainError("not_found");
		const others = items.filter((item) => item.id !== itemId);
		const target = others.findIndex((item) => item.id === input.before);
		// Already there (before itself, or between the same neighbours): nothing changes.
		if (input.before === itemId || (target < 0 ? others.length : target) === index) {
			return taskViewOf(tx, { userId, taskId });
		}
		const position = positionBefore(others, input.before);
		await tx
			.update(checklistItem)
			.set({ position })
			.where(ownedItem(userId, taskId, itemId));
		return saveTask(tx, { userId, current, changes: {} });
	});
}
