import { ApiError } from "#app/lib/api-client.ts";
import type { Locale } from "#core/constants.ts";
import type { MutationArgs, MutationName } from "#core/mutations/mutations.ts";
import { changeQueueFor } from "./browser-queue.ts";
import type { QueuedChange, Shown } from "./queued-change.ts";

/** A change by its mutation's name, as `mutate` takes it. */
export type Mutation<Name extends MutationName> = {
	name: Name;
	args: MutationArgs<Name>;
	/** What the screen shows while it waits, kept with it for a reload. */
	shown: Shown;
	/** The Idempotency-Key, when the caller needs to know it (a new board's id); a new one otherwise. */
	key?: string;
	/** The version of the task it was made on, and an edit's fields as shown then: for the conflict rules. */
	baseVersion?: number | null;
	base?: Record<string, unknown>;
};

/**
 * Keeps the mutation `name` on this device and sends it after the changes made before it (ADR 0034): offline it waits,
 * on screen, until the network is back. Resolves with the server's answer (undefined when another tab sent it).
 */
export const mutate = <Name extends MutationName>(
	userId: string,
	locale: Locale,
	{ key = crypto.randomUUID(), baseVersion = null, ...change }: Mutation<Name>,
) => changeQueueFor(userId, locale).submit({ key, baseVersion, madeAt: Date.now(), ...change } as QueuedChange);

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
