import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { board } from "#db/schema/tasks.ts";

/**
 * The user's default board, created on first use with `name` (the caller passes "My board" in the user's language).
 * Safe when two requests race: the partial unique index keeps one default per user. The conflict is left open to
 * every unique index, as the loser of a race can meet the winner's row on the board-name index first.
 */
export async function defaultBoard(db: Db, { userId, name }: { userId: string; name: string }) {
	const [existing] = await db
		.select()
		.from(board)
		.where(and(eq(board.userId, userId), eq(board.isDefault, true)));
	if (existing) return existing;
	await db.insert(board).values({ userId, name, isDefault: true }).onConflictDoNothing();
	const [created] = await db
		.select()
		.from(board)
		.where(and(eq(board.userId, userId), eq(board.isDefault, true)));
	if (!created) throw new Error("default board could not be created");
	return created;
}
