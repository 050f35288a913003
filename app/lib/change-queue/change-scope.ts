import type { ChangeScope } from "#core/mutations/mutation.ts";
import { MUTATIONS } from "#core/mutations/mutations.ts";
import type { QueuedChange } from "./queued-change.ts";

/** What a queued change touches, by its mutation's rule in the registry. */
export const scopeOf = ({ name, args }: QueuedChange): ChangeScope =>
	(MUTATIONS[name].scope as (args: unknown) => ChangeScope)(args);

/**
 * The changes of `waiting` (in the order made) that may start now, given the scopes of those already on their way:
 * one that shares a mark with an earlier change, waiting or on its way, waits; `everything` waits for all.
 */
export function startable<T>(waiting: readonly T[], scope: (item: T) => ChangeScope, onTheWay: readonly ChangeScope[]) {
	const taken = new Set<string>();
	for (const marks of onTheWay) {
		if (marks === "everything") return [];
		for (const mark of marks) taken.add(mark);
	}
	const ready: T[] = [];
	for (const [index, item] of waiting.entries()) {
		const marks = scope(item);
		if (marks === "everything") {
			if (index === 0 && onTheWay.length === 0) ready.push(item);
			break;
		}
		if (marks.every((mark) => !taken.has(mark))) ready.push(item);
		for (const mark of marks) taken.add(mark);
	}
	return ready;
}
