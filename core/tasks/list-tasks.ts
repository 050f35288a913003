import { and, eq, sql } from "drizzle-orm";
import { taskCountOf } from "#core/boards/board-queries.ts";
import { type BoardView, toBoardView } from "#core/boards/board-view.ts";
import { defaultBoard } from "#core/boards/default-board.ts";
import type { Locale, Quadrant } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { board, task } from "#db/schema/tasks.ts";
import { taskOrder } from "./task-queries.ts";
import type { TaskView } from "./task-view.ts";
import { taskViews } from "./task-view-rows.ts";

type Options = {
	db: Db;
	userId: string;
	boardId?: string;
	quadrant?: Quadrant;
	locale: Locale;
	/** The default board when the caller already asked for it (a task page lists the boards too): not asked again. */
	defaultBoard?: ReturnType<typeof defaultBoard>;
};

/** A board of the user (the default one when none is named) with its tasks in the user's order. */
export async function listTasks({
	db,
	userId,
	boardId,
	quadrant,
	locale,
	defaultBoard: asked,
}: Options): Promise<{ board: BoardView; tasks: TaskView[] }> {
	const [selected] = boardId
		? await db
				.select()
				.from(board)
				.where(and(eq(board.id, boardId), eq(board.userId, userId)))
		: [await (asked ?? defaultBoard(db, { userId, locale }))];
	if (!selected) throw new DomainError("not_found");
	const tasks = await taskViews(db, {
		where:
			and(eq(task.boardId, selected.id), eq(task.userId, userId), quadrant ? eq(task.quadrant, quadrant) : undefined) ??
			sql`true`,
		orderBy: sql.join(taskOrder, sql`, `),
	});
	const taskCount = quadrant ? await taskCountOf(db, selected.id) : tasks.length;
	return { board: toBoardView(selected, taskCount), tasks };
}
