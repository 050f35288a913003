import { and, asc, count, desc, eq, getTableColumns, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { writeAndAppendChange } from "#core/change-log/append-change.ts";
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

/** What a move needs of a board it touches. */
export type BoardOfMove = { id: string; isDefault: boolean };

/**
 * The task a move is about and the boards it touches, all locked for the transaction, in one round trip. The boards
 * (the one the task is on and the target when one is named) are locked first, in id order as `lockedBoards` does, so
 * concurrent moves wait instead of deadlocking: they come from an uncorrelated sub-select, which PostgreSQL runs once,
 * before it locks the task's row above it. A task that went to another board while this waited for the boards comes
 * back as it is now: check it is still on one of them.
 */
export async function lockedTaskOfMove(
	db: Db,
	{ userId, taskId, targetBoardId }: { userId: string; taskId: string; targetBoardId: string | undefined },
): Promise<{ current: TaskRow; boards: BoardOfMove[] }> {
	const owned = and(eq(task.id, taskId), eq(task.userId, userId));
	const taskBoard = db.select({ boardId: task.boardId }).from(task).where(owned);
	const touched = db
		.select({ id: board.id, isDefault: board.isDefault })
		.from(board)
		.where(
			and(
				eq(board.userId, userId),
				targetBoardId ? or(inArray(board.id, taskBoard), eq(board.id, targetBoardId)) : inArray(board.id, taskBoard),
			),
		)
		.orderBy(asc(board.id))
		.for("update");
	const boards = sql<
		BoardOfMove[]
	>`(select coalesce(json_agg(json_build_object('id', locked.id, 'isDefault', locked.is_default)), '[]'::json) from (${touched}) as locked)`;
	const [row] = await db
		.select({ ...getTableColumns(task), boards })
		.from(task)
		.where(owned)
		.for("update");
	if (!row) throw new DomainError("not_found");
	const { boards: locked, ...current } = row;
	return { current, boards: locked };
}

/** The tasks of a quadrant that count against the Free limit: the examples of a first board do not. */
export async function countInQuadrant(db: Db, boardId: string, quadrant: Quadrant): Promise<number> {
	const [row] = await countedInQuadrant(db, boardId, quadrant);
	return row?.value ?? 0;
}

/** The count of a quadrant's tasks that take room in it (examples take none), as a query to run or to nest. */
const countedInQuadrant = (db: Db, boardId: string, quadrant: Quadrant) =>
	db
		.select({ value: count() })
		.from(task)
		.where(and(eq(task.boardId, boardId), eq(task.quadrant, quadrant), eq(task.isExample, false)));

type Placed = { id: string; position: string };

/**
 * The part of a quadrant's column around the place a task goes: the task `beforeId` names and the one before it, or
 * the last task when `beforeId` is null. `positionBefore` (placement.ts) places the task in it, as the page does with
 * the whole column. A `beforeId` that is not in that quadrant of that board is not found.
 */
export async function columnAround(db: Db, place: Place): Promise<Placed[]> {
	return (await columnRows(db, place, sql<number>`0`)).column;
}

/**
 * `columnAround`, and how many of the quadrant's tasks count against the Free limit (`countInQuadrant`), in one round
 * trip: a task coming into a quadrant needs both.
 */
export async function columnAroundAndCount(
	db: Db,
	place: Place,
): Promise<{ column: Placed[]; tasksInQuadrant: number }> {
	const counted = countedInQuadrant(db, place.boardId, place.quadrant);
	return columnRows(db, place, sql<number>`(${counted})::int`);
}

type Place = { boardId: string; quadrant: Quadrant; beforeId: string | null; userId: string };

/** The column's rows, each with `extra` (a scalar the caller wants in the same round trip; 0 without rows). */
async function columnRows(
	db: Db,
	{ boardId, quadrant, beforeId, userId }: Place,
	extra: SQL<number>,
): Promise<{ column: Placed[]; tasksInQuadrant: number }> {
	const inQuadrant = and(eq(task.boardId, boardId), eq(task.quadrant, quadrant));
	const placed = { id: task.id, position: task.position, extra };
	if (beforeId === null) {
		const rows = await db.select(placed).from(task).where(inQuadrant).orderBy(desc(positionOrder)).limit(1);
		// An empty quadrant has no row to carry the count, and nothing to count.
		return { column: rows.map(({ id, position }) => ({ id, position })), tasksInQuadrant: rows[0]?.extra ?? 0 };
	}
	// The named task and the one before it, in one round trip; the named one must be this user's, in that place.
	const next = db
		.select({ position: task.position })
		.from(task)
		.where(and(eq(task.id, beforeId), eq(task.userId, userId), inQuadrant));
	const rows = await db
		.select({ ...placed, isNext: sql<boolean>`${task.id} = ${beforeId}` })
		.from(task)
		.where(
			or(
				and(eq(task.id, beforeId), eq(task.userId, userId), inQuadrant),
				eq(
					task.id,
					db
						.select({ id: task.id })
						.from(task)
						.where(and(inQuadrant, lt(positionOrder, sql`(${next}) collate "C"`)))
						.orderBy(desc(positionOrder))
						.limit(1),
				),
			),
		);
	const nextRow = rows.find((row) => row.isNext);
	if (!nextRow) throw new DomainError("not_found");
	const previous = rows.find((row) => !row.isNext);
	const column = [...(previous ? [previous] : []), nextRow].map(({ id, position }) => ({ id, position }));
	return { column, tasksInQuadrant: nextRow.extra };
}

/**
 * Writes a change to a task the transaction holds locked (its version one higher, `updatedAt` now) and logs it in the
 * user's change log; answers the task as the API shows it.
 */
export async function saveTask(
	tx: Db,
	{ userId, current, changes }: { userId: string; current: TaskRow; changes: Partial<typeof task.$inferInsert> },
): Promise<TaskView> {
	const written = { version: current.version + 1, updatedAt: new Date() };
	// The row as it will be stored, so the update and its log entry go in one statement: the database changes nothing
	// it is given (no triggers or defaults on update), and `toTaskView` reads times at the precision they are written.
	const saved: TaskRow = { ...current, ...definedOnly(changes), ...written };
	const view = toTaskView(saved);
	const write = tx
		.update(task)
		.set({ ...changes, ...written })
		.where(and(eq(task.id, current.id), eq(task.userId, userId)))
		.returning({ id: task.id })
		.getSQL();
	const change = { entity: "task", entityId: current.id, action: "updated", data: view } as const;
	const seq = await writeAndAppendChange(tx, { userId, write, change });
	if (seq === undefined) throw new DomainError("not_found");
	return view;
}

/** Drizzle leaves a column alone when its value is undefined: so does the row as the caller will see it. */
function definedOnly<T extends object>(changes: T): Partial<T> {
	return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export const taskOrder = [asc(task.quadrant), asc(positionOrder), asc(task.id)];
