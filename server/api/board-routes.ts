import { Hono } from "hono";
import { createBoardSchema, updateBoardSchema } from "#core/boards/board.schema.ts";
import { createBoard } from "#core/boards/create-board.ts";
import { deleteBoard } from "#core/boards/delete-board.ts";
import { listBoards } from "#core/boards/list-boards.ts";
import { updateBoard } from "#core/boards/update-board.ts";
import { clearExampleTasks } from "#core/tasks/clear-example-tasks.ts";
import { restoreExampleTasks } from "#core/tasks/restore-example-tasks.ts";
import { restoreExamplesSchema } from "#core/tasks/task.schema.ts";
import { z } from "#core/validation/zod.ts";
import type { Db } from "#db/client.server.ts";
import type { AppEnv } from "../app-env.ts";
import { parseIdParam, parseJsonBody, parseQuery } from "../parse-json-body.ts";
import { preferredLocale } from "../request-locale.ts";

export const deleteQuery = z.object({ deleteTasks: z.enum(["true", "false"]).default("false") });

/**
 * Boards of the signed-in user: list (creating the default board on first use), create, rename or make default,
 * delete (moving the tasks to the default board, or deleting them too), clear or restore its example tasks. Plan gates live in core/boards.
 */
export function boardRoutes({ db }: { db: Db }) {
	return (
		new Hono<AppEnv>()
			.get("/boards", async (c) => {
				const locale = preferredLocale(c);
				return c.json({ boards: await listBoards({ db, userId: c.get("session").user.id, locale }) });
			})
			.post("/boards", async (c) => {
				const input = await parseJsonBody(c, createBoardSchema);
				const locale = preferredLocale(c);
				const { board, isNew } = await createBoard({ db, userId: c.get("session").user.id, input, locale });
				return c.json(board, isNew ? 201 : 200);
			})
			.patch("/boards/:id", async (c) => {
				const { id } = parseIdParam(c);
				const input = await parseJsonBody(c, updateBoardSchema);
				return c.json(await updateBoard({ db, userId: c.get("session").user.id, boardId: id, input }));
			})
			// "Clear the examples" of a first board, answering them; sending them back restores them (its undo).
			.delete("/boards/:id/examples", async (c) => {
				const { id } = parseIdParam(c);
				return c.json({ tasks: await clearExampleTasks({ db, userId: c.get("session").user.id, boardId: id }) });
			})
			.post("/boards/:id/examples", async (c) => {
				const { id } = parseIdParam(c);
				const input = await parseJsonBody(c, restoreExamplesSchema);
				const tasks = await restoreExampleTasks({ db, userId: c.get("session").user.id, boardId: id, input });
				return c.json({ tasks });
			})
			.delete("/boards/:id", async (c) => {
				const { id } = parseIdParam(c);
				const { deleteTasks } = parseQuery(c, deleteQuery);
				const userId = c.get("session").user.id;
				return c.json(await deleteBoard({ db, userId, boardId: id, deleteTasks: deleteTasks === "true" }));
			})
	);
}
