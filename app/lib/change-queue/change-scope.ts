import type { QueuedChange } from "./queued-change.ts";

/**
 * What a queued change touches, for sending changes side by side (ADR 0034): two changes that share a mark go in the
 * order they were made; `everything` waits for all before it and holds back all after it.
 *
 * - `task:<id>`: the task it creates, edits, moves or deletes, and the task a placement names as `before` (which may
 *   be created by an earlier change).
 * - `column:<quadrant>`: where a create or a move puts a task (at the end, or before another): two placements in the
 *   same quadrant keep the order they were made in, as the screen showed them.
 * - anything else (several tasks at once: a quadrant deleted, examples cleared or restored) touches everything.
 */
export type ChangeScope = string[] | "everything";

const TASK_PATH = /^\/tasks\/([0-9a-f-]{36})(\/move|\/skip)?$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);

/** The marks of a placement's body: the quadrant it puts the task in, and the task it goes before. */
function placement(body: Record<string, unknown>): string[] {
	const marks = typeof body.quadrant === "string" ? [`column:${body.quadrant}`] : [];
	if (typeof body.before === "string") marks.push(`task:${body.before}`);
	return marks;
}

export function scopeOf(change: QueuedChange): ChangeScope {
	const body = isObject(change.body) ? change.body : {};
	if (change.method === "POST" && change.path === "/tasks" && typeof body.id === "string") {
		return [`task:${body.id}`, ...placement(body)];
	}
	const [, id, action] = TASK_PATH.exec(change.path) ?? [];
	if (id === undefined) return "everything";
	if (action === "/skip") return change.method === "POST" ? [`task:${id}`] : "everything";
	if (action === "/move") return change.method === "POST" ? [`task:${id}`, ...placement(body)] : "everything";
	// An edit that changes the quadrant puts the task at the end of it (placement() without `before`).
	if (change.method === "PATCH") return [`task:${id}`, ...placement({ quadrant: body.quadrant })];
	return change.method === "DELETE" ? [`task:${id}`] : "everything";
}

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
