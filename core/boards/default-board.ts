import { and, eq } from "drizzle-orm";
import type { Locale } from "#core/constants.ts";
import { addExampleTasks } from "#core/tasks/add-example-tasks.ts";
import type { Db } from "#db/client.server.ts";
import { board } from "#db/schema/tasks.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import { followLanguage } from "./follow-language.ts";

const defaultOf = (db: Db, userId: string) =>
	db
		.select()
		.from(board)
		.where(and(eq(board.userId, userId), eq(board.isDefault, true)));

/**
 * The user's default board, created on first use and named "My board" in `locale`, the language of the request that
 * creates it; while its name and the examples are the app's words, they follow a later request's language
 * (follow-language.ts). Only that request, in the same transaction, adds the example tasks (add-example-tasks.ts).
 * Safe when two requests race: the partial unique index keeps one default per user, and the loser inserts nothing
 * (so adds no examples). The conflict is left open to every unique index, as the loser of a race can meet the
 * winner's row on the board-name index first.
 */
export async function defaultBoard(db: Db, { userId, locale }: { userId: string; locale: Locale }) {
	const [existing] = await defaultOf(db, userId);
	if (existing) return followLanguage(db, { current: existing, locale });
	await db.transaction(async (tx) => {
		const name = translatorFor(locale)("boards.defaultName");
		const [created] = await tx
			.insert(board)
			.values({ userId, name, isDefault: true })
			.onConflictDoNothing()
			.returning({ id: board.id });
		if (created) await addExampleTasks(tx, { userId, boardId: created.id, locale });
	});
	const [created] = await defaultOf(db, userId);
	if (!created) throw new Error("default board could not be created");
	return created;
}
