import { and, eq } from "drizzle-orm";
import { defaultBoard } from "#core/boards/default-board.ts";
import { DomainError } from "#core/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { board, task } from "#db/schema/tasks.ts";
import type { Quadrant } from "./quadrants.ts";
import { taskOrder } from "./task-queries.ts";

type Options = { db: Db; userId: string; boardId?: string; quadrant?: Quadrant; defaultBoardName: string };

/** A board of the user (the default one when none is named) with its tasks in the user's order. */
export async function listTasks({ db, userId, boardId, quadrant, defaultBoardName }: Options) {
	const [selected] = boardId
		? await db
				.select()
				.from(board)
				.where(and(eq(board.id, boardId), eq(board.userId, userId)))
		: [await defaultBoard(db, { userId, name: defaultBoardName })];
	if (!selected) throw new DomainError("not_found", 404);
	const tasks = await db
		.select()
		.from(task)
		.where(
			and(eq(task.boardId, selected.id), eq(task.userId, userId), quadrant ? eq(task.quadrant, quadrant) : undefined),
		)
		.orderBy(...taskOrder);
	return { board: selected, tasks };
}
