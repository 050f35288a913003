import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import type { Locale } from "#core/constants.ts";
import { mergeQueuedEdit, refusalOutcome } from "#core/tasks/merge-queued-edit.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import type { ConflictReport } from "./queue-status.ts";
import type { QueuedChange } from "./queued-change.ts";

/** A merge that meets yet another change tries again, this many times in all. */
const MAX_MERGES = 3;
const TASK_PATH = /^\/tasks\/([0-9a-f-]{36})$/;

const isVersionConflict = (error: unknown) =>
	error instanceof ApiError && refusalOutcome(error.status, error.code) === "merge";

/** The task as the server has it now; a 404 when it was deleted. */
async function currentTask(taskId: string, locale: Locale): Promise<TaskView> {
	return apiRequest<TaskView>(`/tasks/${taskId}`, { locale });
}

/**
 * Sends one queued change. A deletion of a task already deleted elsewhere is done. An edit refused because the task
 * changed since it was made is merged field by field with the server's version and sent again on top of it (under a
 * key of its own, derived from the change's); a conflict on a field is reported to the page.
 */
export async function sendQueued(
	change: QueuedChange,
	locale: Locale,
	reportConflict: (report: ConflictReport) => void,
): Promise<unknown> {
	const send = (body: unknown, key: string) =>
		apiRequest(change.path, { method: change.method, body, idempotencyKey: key, locale });
	const taskId = change.method === "PATCH" ? TASK_PATH.exec(change.path)?.[1] : undefined;
	try {
		return await send(change.body, change.key);
	} catch (error) {
		// Deleted here and elsewhere: what the change wanted is done.
		if (change.method === "DELETE" && error instanceof ApiError && error.status === 404) return undefined;
		if (taskId === undefined || change.base === undefined || !isVersionConflict(error)) throw error;
		return mergeAndSend({ change, taskId, base: change.base, send, locale, reportConflict });
	}
}

type Merging = {
	change: QueuedChange;
	taskId: string;
	base: Record<string, unknown>;
	send: (body: unknown, key: string) => Promise<unknown>;
	locale: Locale;
	reportConflict: (report: ConflictReport) => void;
};

async function mergeAndSend({ change, taskId, base, send, locale, reportConflict }: Merging): Promise<unknown> {
	const { version: _stale, ...mine } = change.body as Record<string, unknown>;
	for (let attempt = 1; ; attempt++) {
		const theirs = await currentTask(taskId, locale);
		const { fields, conflicts } = mergeQueuedEdit({
			base,
			mine,
			theirs,
			mineMadeAt: change.madeAt,
			theirsUpdatedAt: Date.parse(theirs.updatedAt),
		});
		try {
			const saved =
				Object.keys(fields).length === 0
					? theirs
					: ((await send({ ...fields, version: theirs.version }, `${change.key}-v${theirs.version}`)) as TaskView);
			if (conflicts.length > 0) reportConflict({ task: saved, conflicts });
			return saved;
		} catch (error) {
			if (attempt >= MAX_MERGES || !isVersionConflict(error)) throw error;
		}
	}
}
