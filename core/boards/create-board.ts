import { appendChange } from "#core/change-log/append-change.ts";
import type { Locale } from "#core/constants.ts";
import { assertPro } from "#core/plans/assert-pro.ts";
import type { Db } from "#db/client.server.ts";
import { board } from "#db/schema/tasks.ts";
import type { CreateBoardInput } from "./board.schema.ts";
import { ownedBoard, taskCountOf, withUniqueBoardName } from "./board-queries.ts";
import { toBoardView } from "./board-view.ts";
import { defaultBoard } from "./default-board.ts";

type Options = { db: Db; userId: string; input: CreateBoardInput; locale: Locale };

/**
 * Adds a board (a Pro feature). Its name is unique per user ignoring case (409 `board_name_taken`). The same id again
 * (a retry) answers the board that exists, if it is this user's.
 */
export async function createBoard({ db, userId, input, locale }: Options) {
	await assertPro(db, userId);
	// The default board exists before any other, so a user always has exactly one.
	await defaultBoard(db, { userId, locale });
	return withUniqueBoardName(() =>
		db.transaction(async (tx) => {
			const [created] = await tx
				.insert(board)
				.values({ id: input.id, userId, name: input.name })
				.onConflictDoNothing({ target: board.id })
				.returning();
			if (!created) {
				const existing = await ownedBoard(tx, userId, input.id);
				return { board: toBoardView(existing, await taskCountOf(tx, existing.id)), isNew: false };
			}
			const view = toBoardView(created, 0);
			await appendChange(tx, userId, { entity: "board", entityId: created.id, action: "created", data: view });
			return { board: view, isNew: true };
		}),
	);
}
