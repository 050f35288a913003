import { and, asc, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { checklistItem } from "#db/schema/tasks.ts";
import type { ChecklistItemView } from "./checklist-item-view.ts";

/** Items are ordered by their fractional keys, byte-wise whatever the database's collation (as tasks are). */
const itemOrder = [asc(sql`${checklistItem.position} collate "C"`), asc(checklistItem.id)];

/**
 * A task's checklist as one JSON array of `ChecklistItemView`s, in order, computed inside the statement that reads or
 * writes the task: a list of tasks carries its items with no query per task, and a write's log entry carries them too.
 */
export function checklistJson(taskId: SQLWrapper, userId: SQLWrapper) {
	return sql<ChecklistItemView[]>`(select coalesce(json_agg(json_build_object(
		'id', ${checklistItem.id}, 'title', ${checklistItem.title}, 'isDone', ${checklistItem.isDone},
		'position', ${checklistItem.position}
	) order by ${checklistItem.position} collate "C", ${checklistItem.id}), '[]'::json)
	from ${checklistItem} where ${checklistItem.taskId} = ${taskId} and ${checklistItem.userId} = ${userId})`;
}

/** The items of one of the user's tasks, in order, with their owner in the `where`. */
export function itemsOfTask(db: Db, { userId, taskId }: { userId: string; taskId: string }) {
	return db
		.select({
			id: checklistItem.id,
			title: checklistItem.title,
			isDone: checklistItem.isDone,
			position: checklistItem.position,
		})
		.from(checklistItem)
		.where(and(eq(checklistItem.taskId, taskId), eq(checklistItem.userId, userId)))
		.orderBy(...itemOrder);
}

/** Every item of the user, grouped by task, each task's in order: one query for a whole export. */
export async function checklistsOfUser(db: Db, userId: string): Promise<Map<string, ChecklistItemView[]>> {
	const rows = await db
		.select({
			taskId: checklistItem.taskId,
			id: checklistItem.id,
			title: checklistItem.title,
			isDone: checklistItem.isDone,
			position: checklistItem.position,
		})
		.from(checklistItem)
		.where(eq(checklistItem.userId, userId))
		.orderBy(checklistItem.taskId, ...itemOrder);
	const byTask = new Map<string, ChecklistItemView[]>();
	for (const { taskId, ...item } of rows) {
		const items = byTask.get(taskId) ?? [];
		items.push(item);
		byTask.set(taskId, items);
	}
	return byTask;
}
