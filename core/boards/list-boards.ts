import { count, eq } from "drizzle-orm";
import type { Locale } from "#core/constants.ts";
import type { Db } from "#db/client.server.ts";
import { board, task } from "#db/schema/tasks.ts";
import { boardOrder } from "./board-queries.ts";
import type { BoardView } from "./board-view.ts";
import { defaultBoard } from "./default-board.ts";

type Options = {
	db: Db;
	userId: string;
	locale: Locale;
	/** The default board when the caller already asked for it (a task page lists its tasks too): not asked again. */
	defaultBoard?: ReturnType<typeof defaultBoard>;
};

/**
 * The user's boards with their number of tasks, the default board first, then by name ignoring case. The default
 * board is created on first use, in `locale`, the language of the request (default-board.ts).
 */
export async function listBoards({ db, userId, locale, defaultBoard: asked }: Options): Promise<BoardView[]> {
	await (asked ?? defaultBoard(db, { userId, locale }));
	return db
		.select({ id: board.id, name: board.name, isDefault: board.isDefault, taskCount: count(task.id) })
		.from(board)
		.leftJoin(task, eq(task.boardId, board.id))
		.where(eq(board.userId, userId))
		.groupBy(board.id)
		.orderBy(...boardOrder);
}
