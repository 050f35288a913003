import type { Db } from "#db/client.server.ts";
import { checklistItem } from "#db/schema/tasks.ts";
import type { ChecklistItemView } from "./checklist-item-view.ts";
import { itemsOfTask } from "./checklist-rows.ts";

/**
 * Gives a task a copy of another's checklist with every item open (a repeating task's next occurrence starts its
 * steps again): new ids, the same titles and order. Answers the copy.
 */
export async function copyChecklistOpen(
	tx: Db,
	{ userId, fromTaskId, toTaskId }: { userId: string; fromTaskId: string; toTaskId: string },
): Promise<ChecklistItemView[]> {
	const items = await itemsOfTask(tx, { userId, taskId: fromTaskId });
	if (items.length === 0) return [];
	const copies = items.map(({ title, position }) => ({ id: crypto.randomUUID(), title, isDone: false, position }));
	await tx.insert(checklistItem).values(copies.map((copy) => ({ ...copy, userId, taskId: toTaskId })));
	return copies;
}
