// A new task's checklist: copied, all open, from the occurrence before it, or given when it is created; and a
// skipped occurrence's, opened again.

import { and, eq } from "drizzle-orm";
import { positionBetween } from "#core/tasks/ordering.ts";
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

/**
 * Gives a new task the items it was created with, in the order given, each placed after the one before. An id that
 * names someone else's item is left out rather than failing the task. Answers the items added.
 */
export async function addChecklist(
	tx: Db,
	{
		userId,
		taskId,
		items,
	}: { userId: string; taskId: string; items: { id: string; title: string; isDone: boolean }[] },
): Promise<ChecklistItemView[]> {
	if (items.length === 0) return [];
	let position: string | null = null;
	const rows = items.map((item) => {
		position = positionBetween(position, null);
		return { ...item, position };
	});
	const added = await tx
		.insert(checklistItem)
		.values(rows.map((row) => ({ ...row, userId, taskId })))
		.onConflictDoNothing({ target: checklistItem.id })
		.returning({ id: checklistItem.id });
	const kept = new Set(added.map(({ id }) => id));
	return rows.filter((row) => kept.has(row.id));
}

/** Unticks every item of one of the user's tasks: the occurrence it moves on to starts its steps again. */
export async function reopenChecklist(tx: Db, { userId, taskId }: { userId: string; taskId: string }) {
	await tx
		.update(checklistItem)
		.set({ isDone: false })
		.where(and(eq(checklistItem.taskId, taskId), eq(checklistItem.userId, userId), eq(checklistItem.isDone, true)));
}
