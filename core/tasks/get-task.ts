import type { Db } from "#db/client.server.ts";
import type { TaskView } from "./task-view.ts";
import { taskViewOf } from "./task-view-rows.ts";

type Options = { db: Db; userId: string; taskId: string };

/** One task of the user as it is now (a change kept offline reads it to merge with, ADR 0034); not_found otherwise. */
export async function getTask({ db, userId, taskId }: Options): Promise<TaskView> {
	return taskViewOf(db, { userId, taskId });
}
