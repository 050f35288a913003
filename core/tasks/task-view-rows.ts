import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { checklistJson } from "#core/checklists/checklist-rows.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import { type Db, queryRows } from "#db/client.server.ts";
import { task } from "#db/schema/tasks.ts";
import type { TaskView } from "./task-view.ts";

const isoInstant = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The columns of `TaskView` as PostgreSQL writes them, named as the view names them: a list of tasks arrives as its
 * views, with no row mapping or `Date` per task in between (for 200 tasks that mapping was most of a list's CPU time).
 * It must say what `toTaskView` says of a row: tests/integration/task-shapes.test.ts compares the two.
 */
const TASK_VIEW_COLUMNS = sql.join(
	[
		sql`${task.id} as "id"`,
		sql`${task.boardId} as "boardId"`,
		sql`${task.title} as "title"`,
		sql`${task.description} as "description"`,
		sql`${task.status} as "status"`,
		sql`${task.priority} as "priority"`,
		sql`to_char(${task.dueDate}, 'YYYY-MM-DD') as "dueDate"`,
		sql`to_char(${task.dueTime}, 'HH24:MI') as "dueTime"`,
		sql`${task.quadrant} as "quadrant"`,
		sql`${task.repeat} as "repeat"`,
		sql`${task.position} as "position"`,
		sql`${task.isExample} as "isExample"`,
		sql`to_char(${task.escalatedOn}, 'YYYY-MM-DD') as "escalatedOn"`,
		sql`${task.isPinned} as "isPinned"`,
		sql`${task.version} as "version"`,
		sql`${isoInstant(task.completedAt)} as "completedAt"`,
		sql`${isoInstant(task.createdAt)} as "createdAt"`,
		sql`${isoInstant(task.updatedAt)} as "updatedAt"`,
		sql`${checklistJson(task.id, task.userId)} as "checklist"`,
	],
	sql`, `,
);

/** Tasks as their views: `where` and `orderBy` over the task table (and any join `from` adds). */
export function taskViews(db: Db, { from = sql`${task}`, where, orderBy }: { from?: SQL; where: SQL; orderBy: SQL }) {
	return queryRows<TaskView>(db, sql`select ${TASK_VIEW_COLUMNS} from ${from} where ${where} order by ${orderBy}`);
}

/** One of the user's tasks as its view, its checklist with it; not_found otherwise. */
export async function taskViewOf(db: Db, { userId, taskId }: { userId: string; taskId: string }): Promise<TaskView> {
	const [view] = await taskViews(db, {
		where: and(eq(task.id, taskId), eq(task.userId, userId)) ?? sql`false`,
		orderBy: sql`1`,
	});
	if (!view) throw new DomainError("not_found");
	return view;
}
