import { and, asc, count, desc, eq, lt, sql } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import type { Quadrant } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { board, task } from "#db/schema/tasks.ts";
import { type TaskView, toTaskView } from "./task-view.ts";

export type TaskRow = typeof task.$inferSelect;

/** Positions are fractional keys: compared byte-wise whatever the database's collation. */
const positionOrder = sql`${task.position} collate "C"`;

/** A task of this user, or 404 (another user's task is not found, never forbidden). */
export async function ownedTask(db: Db, userId: string, taskId: string, { lock = false } = {}): Promise<TaskRow> {
	const query = db
		.select()
		.from(task)
		.where(and(eq(task.id, taskId), eq(task.userId, userId)));
	const [row] = lock ? await query.for("update") : await query;
	if (!row) throw new DomainError("not_found");
	return row;
}

/** A board of this user, locked for the transaction so moves within it are applied one at a time. */
export async function lockedOwnedBoard(db: Db, userId: string, boardId: string) {
	const [row] = await db
		.select()
		.from(board)
		.where(and(eq(board.id, boardId), eq(board.userId, userId)))
		.for("update");
	if (!row) throw new DomainError("not_found");
	return row;
}

export async function countInQuadrant(db: Db, boardId: string, quadrant: Quadrant): Promise<number> {
	const [row] = await db
		.select({ value: count() })
		.from(task)
		.where(and(eq(task.boardId, boardId), eq(task.quadrant, quadrant)));
	return row?.value ?? 0;
}

/**
 * The part of a quadrant's column around the place a task goes: the task `beforeId` names and the one before it, or
 * the last task when `beforeId` is null. `positionBefore` (placement.ts) places the task in it, as the page does with
 * the whole column. A `beforeId` that is not in that quadrant of that board is not found.
 */
export async function columnAround(
	db: Db,
	{
		boardId,
		quadrant,
		beforeId,
		userId,
	}: { boardId: string; quadrant: Quadrant; beforeId: string | null; userId: string },
): Promise<{ id: string; position: string }[]> {
	const inQuadrant = and(eq(task.boardId, boardId), eq(task.quadrant, quadrant));
	const placed = { id: task.id, position: task.position };
	if (beforeId === null) {
		return db.select(placed).from(task).where(inQuadrant).orderBy(desc(positionOrder)).limit(1);
	}
	const next = await ownedTask(db, userId, beforeId);
	if (next.boardId !== boardId || next.quadrant !== quadrant) throw new DomainError("not_found");
	const previous = await db
		.select(placed)
		.from(task)
		.where(and(inQuadrant, lt(positionOrder, sql`${next.position} collate "C"`)))
		.orderBy(desc(positionOrder))
		.limit(1);
	return [...previous, { id: next.id, position: next.position }];
}

/**
 * Writes a change to a task the transaction holds locked (its version one higher, `updatedAt` now) and logs it in the
 * user's change log; answers the task as the API shows it.
 */
export async function saveTask(
	tx: Db,
	{ userId, current, changes }: { userId: string; current: TaskRow; changes: Partial<typeof task.$inferInsert> },
): Promise<TaskView> {
	const [saved] = await tx
		.update(task)
		.set({ ...changes, version: current.version + 1, updatedAt: new Date() })
		.where(and(eq(task.id, current.id), eq(task.userId, userId)))
		.returning();
	if (!saved) throw new DomainError("not_found");
	const view = toTaskView(saved);
	await appendChange(tx, userId, { entity: "task", entityId: saved.id, action: "updated", data: view });
	return view;
}

export const taskOrder = [asc(task.quadrant), asc(positionOrder), asc(task.id)];
