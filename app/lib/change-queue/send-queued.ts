import { ApiError, apiRequest, NetworkError } from "#app/lib/api-client.ts";
import type { Locale } from "#core/constants.ts";
import { requestOf } from "#core/mutations/mutation-request.ts";
import { MUTATIONS, type MutationArgs, type MutationName } from "#core/mutations/mutations.ts";
import type { ConflictReport } from "./queue-status.ts";
import type { QueuedChange } from "./queued-change.ts";

/**
 * Sends one queued change, by its mutation's rules in the registry. A deletion of what is already gone is done. An
 * edit refused because the task changed since it was made is merged field by field with the server's version and
 * sent again on top of it (merge-and-send.ts, loaded then: a conflict is rare, and needs the network anyway).
 */
export async function sendQueued(
	change: QueuedChange,
	locale: Locale,
	reportConflict: (report: ConflictReport) => void,
): Promise<unknown> {
	const rules = MUTATIONS[change.name];
	const send = (args: Record<string, unknown>, key: string) => {
		const { method, path, body } = requestOf(change.name as MutationName, args as MutationArgs<MutationName>);
		return apiRequest(path, { method, body, idempotencyKey: key, locale });
	};
	try {
		return await send(change.args, change.key);
	} catch (error) {
		if (!(error instanceof ApiError)) throw error;
		// Deleted here and elsewhere: what the change wanted is done.
		if (rules.whenGone === "done" && error.status === 404) return undefined;
		if (rules.onConflict !== "fields" || change.base === undefined || error.code !== "version_conflict") throw error;
		const { mergeAndSend } = await import("./merge-and-send.ts").catch((failure: unknown) => {
			throw new NetworkError(failure);
		});
		return mergeAndSend({ change, base: change.base, send, locale, reportConflict });
	}
}
