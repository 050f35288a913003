import { ApiError, apiRequest, NetworkError } from "#app/lib/api-client.ts";
import type { Locale } from "#core/constants.ts";
import type { ConflictReport } from "./queue-status.ts";
import type { QueuedChange } from "./queued-change.ts";

const TASK_PATH = /^\/tasks\/([0-9a-f-]{36})$/;

/**
 * Sends one queued change. A deletion of a task already deleted elsewhere is done. An edit refused because the task
 * changed since it was made is merged field by field with the server's version and sent again on top of it
 * (merge-and-send.ts, loaded then: a conflict is rare, and needs the network anyway).
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
		if (!(error instanceof ApiError)) throw error;
		// Deleted here and elsewhere: what the change wanted is done.
		if (change.method === "DELETE" && error.status === 404) return undefined;
		if (taskId === undefined || change.base === undefined || error.code !== "version_conflict") throw error;
		const { mergeAndSend } = await import("./merge-and-send.ts").catch((failure: unknown) => {
			throw new NetworkError(failure);
		});
		return mergeAndSend({ change, taskId, base: change.base, send, locale, reportConflict });
	}
}
