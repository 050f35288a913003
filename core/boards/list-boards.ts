import { count, eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { board, task } from "#db/schema/tasks.ts";
import { boardOrder } from "./board-queries.ts";
import type { BoardView } from "./board-view.ts";
import { defaultBoard } from "./default-board.ts";

type Options = { db: Db; userId: string; defaultBoardName: string };

/**
 * The user's boards with their number of tasks, the default board first, then by name ignoring case. The default
 * board is created on first use, named `defaultBoardName` ("My board" in the user's language).
 */
export async function listBoards({ db, userId, defaultBoardName }: Options): Promise<BoardView[]> {
	await defaultBoard(db, { userId, name: defaultBoardName });
	return db
		.select({ id: board.id, name: board.name, isDefault: board.isDefault, taskCount: count(task.id) })
		.from(board)
		.leftJoin(task, eq(task.boardId, board.id))
		.where(eq(board.userId, userId))
		.groupBy(board.id)
		.orderBy(...boardOrder);
}
