import { and, asc, eq } from "drizzle-orm";
import { boardOrder } from "#core/boards/board-queries.ts";
import { defaultBoard } from "#core/boards/default-board.ts";
import { assertPro } from "#core/plans/assert-pro.ts";
import type { Db } from "#db/client.server.ts";
import { board, task } from "#db/schema/tasks.ts";
import type { Quadrant } from "./quadrants.ts";
import { taskOrder } from "./task-queries.ts";

type Options = { db: Db; userId: string; quadrant?: Quadrant; defaultBoardName: string };

/**
 * "Show everything" (Pro): the tasks of all the user's boards in one matrix, each carrying its `boardId`, with the
 * boards to label them. Within a quadrant, tasks come board by board (in the boards' order), each board's in its order.
 */
export async function listAllTasks({ db, userId, quadrant, defaultBoardName }: Options) {
	await assertPro(db, userId);
	await defaultBoard(db, { userId, name: defaultBoardName });
	const boards = await db
		.select({ id: board.id, name: board.name, isDefault: board.isDefault })
		.from(board)
		.where(eq(board.userId, userId))
		.orderBy(...boardOrder);
	const rows = await db
		.select()
		.from(task)
		.innerJoin(board, eq(board.id, task.boardId))
		.where(and(eq(task.userId, userId), quadrant ? eq(task.quadrant, quadrant) : undefined))
		.orderBy(asc(task.quadrant), ...boardOrder, ...taskOrder);
	return { board: null, boards, tasks: rows.map((row) => row.task) };
}
