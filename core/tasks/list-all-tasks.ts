import { and, asc, eq, sql } from "drizzle-orm";
import { boardOrder } from "#core/boards/board-queries.ts";
import type { BoardView } from "#core/boards/board-view.ts";
import { listBoards } from "#core/boards/list-boards.ts";
import type { Locale, Quadrant } from "#core/constants.ts";
import { assertPro } from "#core/plans/assert-pro.ts";
import type { Db } from "#db/client.server.ts";
import { board, task } from "#db/schema/tasks.ts";
import { taskOrder } from "./task-queries.ts";
import type { TaskView } from "./task-view.ts";
import { taskViews } from "./task-view-rows.ts";

type Options = { db: Db; userId: string; quadrant?: Quadrant; locale: Locale };

/**
 * "Show everything" (Pro): the tasks of all the user's boards in one matrix, each carrying its `boardId`, with the
 * boards to label them. Within a quadrant, tasks come board by board (in the boards' order), each board's in its order.
 */
export async function listAllTasks({
	db,
	userId,
	quadrant,
	locale,
}: Options): Promise<{ board: null; boards: BoardView[]; tasks: TaskView[] }> {
	await assertPro(db, userId);
	const boards = await listBoards({ db, userId, locale });
	const tasks = await taskViews(db, {
		from: sql`${task} inner join ${board} on ${eq(board.id, task.boardId)}`,
		where: and(eq(task.userId, userId), quadrant ? eq(task.quadrant, quadrant) : undefined) ?? sql`true`,
		orderBy: sql.join([asc(task.quadrant), ...boardOrder, ...taskOrder], sql`, `),
	});
	return { board: null, boards, tasks };
}
