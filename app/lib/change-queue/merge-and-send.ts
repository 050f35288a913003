import { ApiError } from "#app/lib/api-client.ts";
import { apiRead } from "#app/lib/api-read.ts";
import type { Locale } from "#core/constants.ts";
import { mergeQueuedEdit, refusalOutcome } from "#core/tasks/merge-queued-edit.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import type { ConflictReport } from "./queue-status.ts";
import type { QueuedChange } from "./queued-change.ts";

/** A merge that meets yet another change tries again, this many times in all. */
const MAX_MERGES = 3;

const isVersionConflict = (error: unknown) =>
	error instanceof ApiError && refusalOutcome(error.status, error.code) === "merge";

/** The task as the server has it now; a 404 when it was deleted. */
async function currentTask(taskId: string, locale: Locale): Promise<TaskView> {
	return apiRead<TaskView>("task.get", locale, taskId);
}

type Merging = {
	change: QueuedChange;
	base: Record<string, unknown>;
	send: (args: Record<string, unknown>, key: string) => Promise<unknown>;
	locale: Locale;
	reportConflict: (report: ConflictReport) => void;
};

/**
 * A queued edit refused because the task changed since it was made: merged field by field with the task as it is now
 * (ADR 0034) and sent on top of its version, under a key of its own derived from the change's; a conflict on a field is
 * reported to the page.
 */
export async function mergeAndSend({ change, base, send, locale, reportConflict }: Merging): Promise<unknown> {
	// An edit of a task (the registry's `onConflict: "fields"`): its arguments name the task and carry the fields.
	const { id: taskId, version: _stale, ...mine } = change.args as Record<string, unknown>;
	if (typeof taskId !== "string") throw new Error(`${change.name} names no task to merge with`);
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
					: ((await send(
							{ id: taskId, ...fields, version: theirs.version },
							`${change.key}-v${theirs.version}`,
						)) as TaskView);
			if (conflicts.length > 0) reportConflict({ task: saved, conflicts });
			return saved;
		} catch (error) {
			if (attempt >= MAX_MERGES || !isVersionConflict(error)) throw error;
		}
	}
}
