import { and, asc, count, desc, eq, lt, sql } from "drizzle-orm";
import { DomainError } from "#core/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { board, task } from "#db/schema/tasks.ts";
import type { Quadrant } from "./quadrants.ts";

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
	if (!row) throw new DomainError("not_found", 404);
	return row;
}

/** A board of this user, locked for the transaction so moves within it are applied one at a time. */
export async function lockedOwnedBoard(db: Db, userId: string, boardId: string) {
	const [row] = await db
		.select()
		.from(board)
		.where(and(eq(board.id, boardId), eq(board.userId, userId)))
		.for("update");
	if (!row) throw new DomainError("not_found", 404);
	return row;
}

export async function countInQuadrant(db: Db, boardId: string, quadrant: Quadrant): Promise<number> {
	const [row] = await db
		.select({ value: count() })
		.from(task)
		.where(and(eq(task.boardId, boardId), eq(task.quadrant, quadrant)));
	return row?.value ?? 0;
}

/** The neighbours a task placed before `beforeId` (or at the end when null) goes between. */
export async function neighboursFor(
	db: Db,
	{
		boardId,
		quadrant,
		beforeId,
		userId,
	}: { boardId: string; quadrant: Quadrant; beforeId: string | null; userId: string },
): Promise<[string | null, string | null]> {
	const inQuadrant = and(eq(task.boardId, boardId), eq(task.quadrant, quadrant));
	if (beforeId === null) {
		const [last] = await db
			.select({ position: task.position })
			.from(task)
			.where(inQuadrant)
			.orderBy(desc(positionOrder))
			.limit(1);
		return [last?.position ?? null, null];
	}
	const next = await ownedTask(db, userId, beforeId);
	if (next.boardId !== boardId || next.quadrant !== quadrant) throw new DomainError("not_found", 404);
	const [previous] = await db
		.select({ position: task.position })
		.from(task)
		.where(and(inQuadrant, lt(positionOrder, sql`${next.position} collate "C"`)))
		.orderBy(desc(positionOrder))
		.limit(1);
	return [previous?.position ?? null, next.position];
}

export const taskOrder = [asc(task.quadrant), asc(positionOrder), asc(task.id)];
