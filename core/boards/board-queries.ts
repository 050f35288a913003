import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { board, task } from "#db/schema/tasks.ts";

type BoardRow = typeof board.$inferSelect;

/** The default board first, then by name ignoring case (the id only breaks ties). */
export const boardOrder = [desc(board.isDefault), asc(sql`lower(${board.name})`), asc(board.id)];

const UNIQUE_NAME_INDEX = "board_user_name_unique";

export async function taskCountOf(db: Db, boardId: string): Promise<number> {
	const [row] = await db.select({ value: count() }).from(task).where(eq(task.boardId, boardId));
	return row?.value ?? 0;
}

/** A board of this user, or 404 (another user's board is not found, never forbidden). */
export async function ownedBoard(db: Db, userId: string, boardId: string): Promise<BoardRow> {
	const [row] = await db
		.select()
		.from(board)
		.where(and(eq(board.id, boardId), eq(board.userId, userId)));
	if (!row) throw new DomainError("not_found");
	return row;
}

/**
 * The user's boards (those named, or all of them), locked for the transaction. Always locked in id order, so two
 * transactions that each lock several boards wait for each other instead of deadlocking. Boards not found (or not
 * this user's) are simply absent from the answer.
 */
export async function lockedBoards(db: Db, userId: string, boardIds?: string[]): Promise<BoardRow[]> {
	return db
		.select()
		.from(board)
		.where(and(eq(board.userId, userId), boardIds ? inArray(board.id, boardIds) : undefined))
		.orderBy(asc(board.id))
		.for("update");
}

/** Runs `work`; the database refusing a second board of the same name (ignoring case) becomes 409 on `name`. */
export async function withUniqueBoardName<T>(work: () => Promise<T>): Promise<T> {
	try {
		return await work();
	} catch (error) {
		if (violatesUniqueName(error)) throw new DomainError("board_name_taken", { field: "name" });
		throw error;
	}
}

/** Both drivers report a unique violation as SQLSTATE 23505 with the index name; Drizzle wraps it in `cause`. */
function violatesUniqueName(error: unknown): boolean {
	let current = error;
	for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
		const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
		if (code === "23505" && constraint === UNIQUE_NAME_INDEX) return true;
		current = cause;
	}
	return false;
}
