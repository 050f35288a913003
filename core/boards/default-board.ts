import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { board } from "#db/schema/tasks.ts";

/**
 * The user's default board, created on first use with `name` (the caller passes "My board" in the user's language).
 * Safe when two requests race: the partial unique index keeps one default per user.
 */
export async function defaultBoard(db: Db, { userId, name }: { userId: string; name: string }) {
	const [existing] = await db
		.select()
		.from(board)
		.where(and(eq(board.userId, userId), eq(board.isDefault, true)));
	if (existing) return existing;
	await db
		.insert(board)
		.values({ userId, name, isDefault: true })
		.onConflictDoNothing({ target: board.userId, where: sql`${board.isDefault}` });
	const [created] = await db
		.select()
		.from(board)
		.where(and(eq(board.userId, userId), eq(board.isDefault, true)));
	if (!created) throw new Error("default board could not be created");
	return created;
}
