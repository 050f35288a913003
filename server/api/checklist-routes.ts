import type { Context } from "hono";
import { Hono } from "hono";
import {
	checklistItemParams,
	createChecklistItemSchema,
	moveChecklistItemSchema,
	updateChecklistItemSchema,
} from "#core/checklists/checklist.schema.ts";
import { createChecklistItem } from "#core/checklists/create-checklist-item.ts";
import { deleteChecklistItem } from "#core/checklists/delete-checklist-item.ts";
import { moveChecklistItem } from "#core/checklists/move-checklist-item.ts";
import { updateChecklistItem } from "#core/checklists/update-checklist-item.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import type { AppEnv } from "../app-env.ts";
import { parseIdParam, parseJsonBody } from "../parse-json-body.ts";

/** The checklist of one of the signed-in user's tasks: add, change, move and delete items; each answers the task. */
export function checklistRoutes({ db }: { db: Db }) {
	return new Hono<AppEnv>()
		.post("/tasks/:id/checklist", async (c) => {
			const { id } = parseIdParam(c);
			const input = await parseJsonBody(c, createChecklistItemSchema);
			const { task, isNew } = await createChecklistItem({ db, userId: userIdOf(c), taskId: id, input });
			return c.json(task, isNew ? 201 : 200);
		})
		.patch("/tasks/:id/checklist/:itemId", async (c) => {
			const { id, itemId } = parseItemParams(c);
			const input = await parseJsonBody(c, updateChecklistItemSchema);
			return c.json(await updateChecklistItem({ db, userId: userIdOf(c), taskId: id, itemId, input }));
		})
		.post("/tasks/:id/checklist/:itemId/move", async (c) => {
			const { id, itemId } = parseItemParams(c);
			const input = await parseJsonBody(c, moveChecklistItemSchema);
			return c.json(await moveChecklistItem({ db, userId: userIdOf(c), taskId: id, itemId, input }));
		})
		.delete("/tasks/:id/checklist/:itemId", async (c) => {
			const { id, itemId } = parseItemParams(c);
			return c.json(await deleteChecklistItem({ db, userId: userIdOf(c), taskId: id, itemId }));
		});
}

/** The task's and the item's ids; a malformed one names nothing of this user's: 404, as `parseIdParam` answers. */
function parseItemParams(c: Context) {
	const result = checklistItemParams.safeParse(c.req.param());
	if (!result.success) throw new DomainError("not_found");
	return result.data;
}

const userIdOf = (c: { get: (key: "session") => AppEnv["Variables"]["session"] }) => c.get("session").user.id;
