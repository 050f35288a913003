import type { Db } from "#db/client.server.ts";
import { ownedTask } from "./task-queries.ts";
import { type TaskView, toTaskView } from "./task-view.ts";

type Options = { db: Db; userId: string; taskId: string };

/** One task of the user as it is now (a change kept offline reads it to merge with, ADR 0034); not_found otherwise. */
export async function getTask({ db, userId, taskId }: Options): Promise<TaskView> {
	return toTaskView(await ownedTask(db, userId, taskId));
}
