import { and, eq } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import { assertPro } from "#core/plans/assert-pro.ts";
import type { Db } from "#db/client.server.ts";
import { board } from "#db/schema/tasks.ts";
import type { UpdateBoardInput } from "./board.schema.ts";
import { lockedBoards, taskCountOf, withUniqueBoardName } from "./board-queries.ts";
import { toBoardView } from "./board-view.ts";

type Options = { db: Db; userId: string; boardId: string; input: UpdateBoardInput };

/**
 * Renames a board and/or makes it the default one. Renaming the default board is open to Free (it is their one
 * board); renaming another board or changing which board is the default is Pro. Making a board the default clears the
 * previous default in the same transaction, so there is always exactly one.
 */
export async function updateBoard({ db, userId, boardId, input }: Options) {
	return withUniqueBoardName(() =>
		db.transaction(async (tx) => {
			// Changing the default touches two boards: lock all of the user's (in id order) so a deletion cannot interleave.
			const boards = await lockedBoards(tx, userId, input.isDefault ? undefined : [boardId]);
			const current = boards.find((row) => row.id === boardId);
			if (!current) throw new DomainError("not_found");
			const isMakingDefault = input.isDefault === true && !current.isDefault;
			const isRenamingExtraBoard = input.name !== undefined && !current.isDefault;
			if (isMakingDefault || isRenamingExtraBoard) await assertPro(tx, userId);
			const now = new Date();
			if (isMakingDefault) {
				// First, as the partial unique index allows one default per user at any moment.
				const [previous] = await tx
					.update(board)
					.set({ isDefault: false, updatedAt: now })
					.where(and(eq(board.userId, userId), eq(board.isDefault, true)))
					.returning();
				if (previous) {
					const data = toBoardView(previous, await taskCountOf(tx, previous.id));
					await appendChange(tx, userId, { entity: "board", entityId: previous.id, action: "updated", data });
				}
			}
			if (input.name === undefined && !isMakingDefault) return toBoardView(current, await taskCountOf(tx, boardId));
			const [updated] = await tx
				.update(board)
				.set({ name: input.name, isDefault: isMakingDefault ? true : undefined, updatedAt: now })
				.where(eq(board.id, boardId))
				.returning();
			if (!updated) throw new DomainError("not_found");
			const view = toBoardView(updated, await taskCountOf(tx, boardId));
			await appendChange(tx, userId, { entity: "board", entityId: boardId, action: "updated", data: view });
			return view;
		}),
	);
}
