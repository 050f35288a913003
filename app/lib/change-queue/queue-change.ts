import { ApiError } from "#app/lib/api-client.ts";
import type { Locale } from "#core/constants.ts";
import { changeQueueFor } from "./browser-queue.ts";
import type { QueuedChange, Shown } from "./queued-change.ts";

type Request = Pick<QueuedChange, "method" | "path" | "body" | "shown"> & { key?: string };

/**
 * Keeps a change of something other than a task (view options, a board, settings) on this device and sends it in
 * order with the rest (ADR 0034). Resolves with the server's answer (undefined when another tab sent it); offline it
 * waits for the network.
 */
export const queueChange = (userId: string, locale: Locale, { key = crypto.randomUUID(), ...request }: Request) =>
	changeQueueFor(userId, locale).submit({ key, baseVersion: null, madeAt: Date.now(), ...request });

/**
 * Hands each change a reload found unsent that this view shows (`isMine`) to `replay`, with the promise of its
 * answer, then sends what is stored. Each kind has one view per page that waits for it, so none takes another's.
 */
export async function replayQueued<S extends Shown>(
	userId: string,
	locale: Locale,
	isMine: (shown: Shown) => shown is S,
	replay: (shown: S, answer: Promise<unknown>) => void,
): Promise<void> {
	const queue = changeQueueFor(userId, locale);
	for (const { id, change } of await queue.load()) {
		if (isMine(change.shown)) replay(change.shown, queue.wait(id, change));
	}
	await queue.flush();
}

/** The server refused a change for the plan (403 `plan_limit` or `pro_required`): the upgrade prompt says why. */
export const isPlanRefusal = (refusal: unknown): refusal is ApiError & { code: "plan_limit" | "pro_required" } =>
	refusal instanceof ApiError && (refusal.code === "plan_limit" || refusal.code === "pro_required");
