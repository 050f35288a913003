import { and, asc, count, desc, eq, getTableColumns, inArray, lt, or, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { changeLogStatement, type LoggedRow, seqOf } from "#core/change-log/append-change.ts";
import type { ChecklistItemView } from "#core/checklists/checklist-item-view.ts";
import { checklistJson } from "#core/checklists/checklist-rows.ts";
import type { Quadrant } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { prebuiltSelect, prebuiltStatement, selectBuilder } from "#db/prebuilt-statements.ts";
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
	const [row] = targetBoardId
		? await lockOfMoveToBoard(db, { userId, taskId, targetBoardId })
		: await lockOfMove(db, { userId, taskId });
	if (!row) throw new DomainError("not_found");
	const { boards: locked, ...current } = row;
	return { current, boards: locked };
}

/** `lockedTaskOfMove`'s statement, built once: with a target board named, or within the task's board. */
function lockOfMoveStatement(withTarget: boolean) {
	const owned = and(eq(task.id, sql.placeholder("taskId")), eq(task.userId, sql.placeholder("userId")));
	const taskBoard = selectBuilder.select({ boardId: task.boardId }).from(task).where(owned);
	const touched = selectBuilder
		.select({ id: board.id, isDefault: board.isDefault })
		.from(board)
		.where(
			and(
				eq(board.userId, sql.placeholder("userId")),
				withTarget
					? or(inArray(board.id, taskBoard), eq(board.id, sql.placeholder("targetBoardId")))
					: inArray(board.id, taskBoard),
			),
		)
		.orderBy(asc(board.id))
		.for("update");
	const boards = sql<
		BoardOfMove[]
	>`(select coalesce(json_agg(json_build_object('id', locked.id, 'isDefault', locked.is_default)), '[]'::json) from (${touched}) as locked)`;
	return prebuiltSelect(
		selectBuilder
			.select({ ...getTableColumns(task), boards })
			.from(task)
			.where(owned)
			.for("update"),
	);
}

const lockOfMove = lockOfMoveStatement(false);
const lockOfMoveToBoard = lockOfMoveStatement(true);

/** The tasks of a quadrant that count against the Free limit: the examples of a first board do not. */
export async function countInQuadrant(db: Db, boardId: string, quadrant: Quadrant): Promise<number> {
	const [row] = await countOfQuadrant(db, { boardId, quadrant });
	return row?.value ?? 0;
}

/** A quadrant of a board, by the `boardId` and `quadrant` placeholders. */
const inQuadrant = and(eq(task.boardId, sql.placeholder("boardId")), eq(task.quadrant, sql.placeholder("quadrant")));

/** The count of a quadrant's tasks that take room in it (examples take none), to run or to nest. */
const countedInQuadrant = selectBuilder
	.select({ value: count() })
	.from(task)
	.where(and(inQuadrant, eq(task.isExample, false)));

const countOfQuadrant = prebuiltSelect(countedInQuadrant);

type Placed = { id: string; position: string };

/**
 * The part of a quadrant's column around the place a task goes: the task `beforeId` names and the one before it, or
 * the last task when `beforeId` is null. `positionBefore` (placement.ts) places the task in it, as the page does with
 * the whole column. A `beforeId` that is not in that quadrant of that board is not found.
 */
export async function columnAround(db: Db, place: Place): Promise<Placed[]> {
	return (await columnRows(db, place, false)).column;
}

/**
 * `columnAround`, and how many of the quadrant's tasks count against the Free limit (`countInQuadrant`), in one round
 * trip: a task coming into a quadrant needs both.
 */
export async function columnAroundAndCount(
	db: Db,
	place: Place,
): Promise<{ column: Placed[]; tasksInQuadrant: number }> {
	return columnRows(db, place, true);
}

type Place = { boardId: string; quadrant: Quadrant; beforeId: string | null; userId: string };

/** The column's rows, each with the quadrant's count when `withCount` (0 without rows). */
async function columnRows(
	db: Db,
	{ boardId, quadrant, beforeId, userId }: Place,
	withCount: boolean,
): Promise<{ column: Placed[]; tasksInQuadrant: number }> {
	if (beforeId === null) {
		const rows = await (withCount ? endOfColumnCounted : endOfColumn)(db, { boardId, quadrant });
		// An empty quadrant has no row to carry the count, and nothing to count.
		return { column: rows.map(({ id, position }) => ({ id, position })), tasksInQuadrant: rows[0]?.extra ?? 0 };
	}
	const rows = await (withCount ? aroundInColumnCounted : aroundInColumn)(db, { boardId, quadrant, beforeId, userId });
	const nextRow = rows.find((row) => row.isNext);
	if (!nextRow) throw new DomainError("not_found");
	const previous = rows.find((row) => !row.isNext);
	const column = [...(previous ? [previous] : []), nextRow].map(({ id, position }) => ({ id, position }));
	return { column, tasksInQuadrant: nextRow.extra };
}

/** What `columnRows` reads of each task of the column; `extra` is the quadrant's count, or 0. */
function placedWith(withCount: boolean) {
	const extra = withCount ? sql<number>`(${countedInQuadrant})::int` : sql<number>`0`;
	return { id: task.id, position: task.position, extra };
}

/** The last task of the column, built once. */
function endOfColumnStatement(withCount: boolean) {
	return prebuiltSelect(
		selectBuilder.select(placedWith(withCount)).from(task).where(inQuadrant).orderBy(desc(positionOrder)).limit(1),
	);
}

/**
 * The task `beforeId` names and the one before it, in one round trip, built once; the named one must be this user's,
 * in that place.
 */
function aroundInColumnStatement(withCount: boolean) {
	const beforeId = sql.placeholder("beforeId");
	const named = and(eq(task.id, beforeId), eq(task.userId, sql.placeholder("userId")), inQuadrant);
	const next = selectBuilder.select({ position: task.position }).from(task).where(named);
	const previous = selectBuilder
		.select({ id: task.id })
		.from(task)
		.where(and(inQuadrant, lt(positionOrder, sql`(${next}) collate "C"`)))
		.orderBy(desc(positionOrder))
		.limit(1);
	return prebuiltSelect(
		selectBuilder
			.select({ ...placedWith(withCount), isNext: sql<boolean>`${task.id} = ${beforeId}` })
			.from(task)
			.where(or(named, eq(task.id, previous))),
	);
}

const endOfColumn = endOfColumnStatement(false);
const endOfColumnCounted = endOfColumnStatement(true);
const aroundInColumn = aroundInColumnStatement(false);
const aroundInColumnCounted = aroundInColumnStatement(true);

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
	const set = { ...definedOnly(changes), ...written };
	const saved: TaskRow = { ...current, ...set };
	const values = Object.fromEntries(Object.entries(set).map(([key, value]) => [`set.${key}`, value]));
	// The statement adds the task's checklist to the logged view and answers it: no round trip of its own.
	const [row] = await saveStatementFor(tx, set)(tx, {
		...values,
		userId,
		taskId: current.id,
		data: JSON.stringify(toTaskView(saved, [])),
	});
	if (row === undefined || seqOf(row) === undefined) throw new DomainError("not_found");
	return toTaskView(saved, (row.data as { checklist: ChecklistItemView[] }).checklist);
}

/** The statements of `saveTask`, one per set of columns written (a null is written as part of the statement). */
const saveStatements = new LRUCache<string, (db: Db, values: Record<string, unknown>) => Promise<LoggedRow[]>>({
	max: 64,
});

/** `saveTask`'s update and its log entry, built once for the columns `set` writes. */
function saveStatementFor(tx: Db, set: Record<string, unknown>) {
	const shape = Object.entries(set)
		.map(([key, value]) => (value === null ? `${key}=null` : key))
		.join(",");
	const known = saveStatements.get(shape);
	if (known) return known;
	const placed = Object.fromEntries(
		Object.entries(set).map(([key, value]) => [key, value === null ? null : sql.placeholder(`set.${key}`)]),
	);
	const userId = sql.placeholder("userId");
	const taskId = sql.placeholder("taskId");
	const write = tx
		.update(task)
		.set(placed)
		.where(and(eq(task.id, taskId), eq(task.userId, userId)))
		.returning({ id: task.id })
		.getSQL();
	const data = sql`jsonb_set(${sql.placeholder("data")}::jsonb, '{checklist}', ${checklistJson(taskId, userId)}::jsonb)`;
	const change = { userId, entity: "task", entityId: taskId, action: "updated", data };
	const statement = prebuiltStatement<LoggedRow>(changeLogStatement(change, write, { answersData: true }));
	saveStatements.set(shape, statement);
	return statement;
}

/** Drizzle leaves a column alone when its value is undefined: so does the row as the caller will see it. */
function definedOnly<T extends object>(changes: T): Partial<T> {
	return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export const taskOrder = [asc(task.quadrant), asc(positionOrder), asc(task.id)];
