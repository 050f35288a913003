import { Hono } from "hono";
import type { Config } from "#config/env.server.ts";
import { QUADRANTS } from "#core/constants.ts";
import { createTask } from "#core/tasks/create-task.ts";
import { deleteQuadrantTasks } from "#core/tasks/delete-quadrant-tasks.ts";
import { deleteTask } from "#core/tasks/delete-task.ts";
import { getTask } from "#core/tasks/get-task.ts";
import { listAllTasks } from "#core/tasks/list-all-tasks.ts";
import { listTasks } from "#core/tasks/list-tasks.ts";
import { moveTask } from "#core/tasks/move-task.ts";
import { skipOccurrence } from "#core/tasks/skip-occurrence.ts";
import {
	createTaskSchema,
	moveTaskSchema,
	skipOccurrenceSchema,
	taskListQuerySchema,
	updateTaskSchema,
} from "#core/tasks/task.schema.ts";
import { updateTask } from "#core/tasks/update-task.ts";
import { z } from "#core/validation/zod.ts";
import type { Db } from "#db/client.server.ts";
import type { AppEnv } from "../app-env.ts";
import { parseIdParam, parseJsonBody, parseQuery } from "../parse-json-body.ts";
import { preferredLocale } from "../request-locale.ts";
import { createRememberedAnswers } from "./remembered-answers.ts";

export const bulkDeleteBody = z.object({ boardId: z.uuid(), quadrant: z.enum(QUADRANTS) });

/**
 * Tasks of the signed-in user: list by board (or of all boards) and quadrant, read one, create, update, move (within a
 * board or to another), skip an occurrence of a repeating task, delete, delete a quadrant.
 */
export function taskRoutes({ db, config }: { db: Db; config: Config }) {
	const freeTasksPerQuadrant = config.freeTasksPerQuadrant;
	// A board's list depends on its boards and tasks only; "all boards" depends on the plan too and is not remembered.
	const boardLists = createRememberedAnswers();
	return new Hono<AppEnv>()
		.get("/tasks", async (c) => {
			const query = parseQuery(c, taskListQuerySchema);
			const locale = preferredLocale(c);
			const { quadrant } = query;
			if (query.board === "all") {
				return c.json(await listAllTasks({ db, userId: userIdOf(c), quadrant, locale }));
			}
			const userId = userIdOf(c);
			const key = [userId, query.board ?? "", quadrant ?? "", locale].join("\n");
			return boardLists.answer(c, key, () => listTasks({ db, userId, boardId: query.board, quadrant, locale }));
		})
		.post("/tasks", async (c) => {
			const input = await parseJsonBody(c, createTaskSchema);
			const locale = preferredLocale(c);
			const { task, isNew } = await createTask({
				db,
				userId: userIdOf(c),
				input,
				locale,
				freeTasksPerQuadrant,
			});
			return c.json(task, isNew ? 201 : 200);
		})
		.post("/tasks/bulk-delete", async (c) => {
			const input = await parseJsonBody(c, bulkDeleteBody);
			const deleted = await deleteQuadrantTasks({ db, userId: userIdOf(c), ...input });
			return c.json({ deleted: deleted.length });
		})
		.get("/tasks/:id", async (c) => {
			const { id } = parseIdParam(c);
			return c.json(await getTask({ db, userId: userIdOf(c), taskId: id }));
		})
		.patch("/tasks/:id", async (c) => {
			const { id } = parseIdParam(c);
			const input = await parseJsonBody(c, updateTaskSchema);
			return c.json(await updateTask({ db, userId: userIdOf(c), taskId: id, input, freeTasksPerQuadrant }));
		})
		.post("/tasks/:id/move", async (c) => {
			const { id } = parseIdParam(c);
			const input = await parseJsonBody(c, moveTaskSchema);
			return c.json(await moveTask({ db, userId: userIdOf(c), taskId: id, input, freeTasksPerQuadrant }));
		})
		.post("/tasks/:id/skip", async (c) => {
			const { id } = parseIdParam(c);
			const { version } = await parseJsonBody(c, skipOccurrenceSchema);
			return c.json(await skipOccurrence({ db, userId: userIdOf(c), taskId: id, version }));
		})
		.delete("/tasks/:id", async (c) => {
			const { id } = parseIdParam(c);
			await deleteTask({ db, userId: userIdOf(c), taskId: id });
			return c.body(null, 204);
		});
}

const userIdOf = (c: { get: (key: "session") => AppEnv["Variables"]["session"] }) => c.get("session").user.id;
