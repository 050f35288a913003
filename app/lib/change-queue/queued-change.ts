import type { PageTask } from "#app/lib/page-task.ts";
import type { ChecklistStep } from "#core/checklists/checklist-steps.ts";
import { mutationOf } from "#core/mutations/mutation-request.ts";
import { MUTATIONS, type MutationArgs, type MutationName } from "#core/mutations/mutations.ts";

/**
 * What the screen showed for a change while it waited, kept with it so that a reload shows it again: data, not a
 * function, because it is stored.
 */
export type Shown =
	| { kind: "upsert"; tasks: PageTask[] }
	| { kind: "patch"; id: string; fields: Partial<PageTask> }
	| { kind: "remove"; ids: string[] }
	| { kind: "none" }
	/** One item of a task's checklist (core/checklists/checklist-steps.ts): replayed on the task's latest checklist. */
	| { kind: "checklist"; taskId: string; step: ChecklistStep }
	// Changes of other things than tasks (ADR 0034, "Boards, view options and settings"): each view re-applies its own.
	| { kind: "viewOptions"; fields: Record<string, boolean | string> }
	| { kind: "settings"; fields: Record<string, unknown> }
	| { kind: "board"; board: QueuedBoard }
	| { kind: "boardRemoved"; id: string };

/** A board created or changed while it waits: its id and the fields set (all of them for a new one). */
type QueuedBoard = { id: string; name?: string; isDefault?: boolean };

/** Whether a queued change shows on the tasks (the task pages' store re-applies it), rather than on something else. */
export const isTaskShown = (shown: Shown): boolean =>
	shown.kind === "upsert" ||
	shown.kind === "patch" ||
	shown.kind === "remove" ||
	shown.kind === "none" ||
	shown.kind === "checklist";

/** One named mutation as it waits in the queue: sent as it was, with its key, in the order it was made. */
export type QueuedChange = { [Name in MutationName]: QueuedChangeOf<Name> }[MutationName];

type QueuedChangeOf<Name extends MutationName> = {
	/** The Idempotency-Key: a replay after a lost answer is applied once. */
	key: string;
	/** Its entry in the registry (core/mutations/mutations.ts), which builds the request and says how it is ordered. */
	name: Name;
	args: MutationArgs<Name>;
	/** The version of the task the change was made on (null for a new task or several tasks), for conflict rules. */
	baseVersion: number | null;
	shown: Shown;
	/** When it was made (ms since the epoch). */
	madeAt: number;
	/** An edit's fields as the screen showed them when it was made: what a merge after a conflict compares with. */
	base?: Record<string, unknown>;
};

/** Only the registry's changes of the person's data may wait in the queue (`isQueued`), not account or billing steps. */
const isQueuedName = (name: string): name is MutationName =>
	Object.hasOwn(MUTATIONS, name) && MUTATIONS[name as MutationName].isQueued;

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] =>
	Array.isArray(value) && value.every((item) => typeof item === "string");
const isTask = (value: unknown) => isObject(value) && typeof value.id === "string" && typeof value.version === "number";

function shownProblem(shown: unknown): string | null {
	if (!isObject(shown)) return "no shown change";
	switch (shown.kind) {
		case "upsert":
			return Array.isArray(shown.tasks) && shown.tasks.every(isTask) ? null : "upsert without tasks";
		case "patch":
			return typeof shown.id === "string" && isObject(shown.fields) ? null : "patch without id or fields";
		case "remove":
			return isStrings(shown.ids) ? null : "remove without ids";
		case "none":
			return null;
		case "checklist":
			return typeof shown.taskId === "string" && isObject(shown.step) && typeof shown.step.op === "string"
				? null
				: "checklist step without task or step";
		case "viewOptions":
		case "settings":
			return isObject(shown.fields) ? null : `${shown.kind} without fields`;
		case "board":
			return isObject(shown.board) && typeof shown.board.id === "string" ? null : "board without id";
		case "boardRemoved":
			return typeof shown.id === "string" ? null : "board removal without id";
		default:
			return `unknown shown kind ${String(shown.kind)}`;
	}
}

/** What a stored entry is: a change to send (converted from an older build's shape when `isConverted`), one to keep
 * unsent (an older build's request no mutation of this build serves, or a mutation this build does not know), or
 * damage. */
export type StoredEntry = { change: QueuedChange; isConverted: boolean } | { unsendable: string } | { problem: string };

/**
 * A stored entry as a change, or why it cannot be sent. Builds before the registry stored the request itself,
 * `{ method, path, body }`: it is converted to the mutation its route serves, once (the queue writes it back). One that
 * no mutation serves is kept, and counted, rather than lost; damage is logged and the entry skipped, so neither blocks
 * the ones after it.
 */
export function parseQueuedChange(value: unknown): StoredEntry {
	if (!isObject(value)) return { problem: "not an object" };
	if (typeof value.key !== "string" || !/^[\w-]{8,200}$/.test(value.key)) return { problem: "bad idempotency key" };
	if (value.baseVersion !== null && typeof value.baseVersion !== "number") return { problem: "bad base version" };
	if (typeof value.madeAt !== "number") return { problem: "bad time" };
	if (value.base !== undefined && !isObject(value.base)) return { problem: "bad base" };
	const problem = shownProblem(value.shown);
	if (problem !== null) return { problem };
	const { method, path, body, ...kept } = value;
	if (typeof value.name === "string") {
		if (!isObject(value.args)) return { problem: "bad arguments" };
		return isQueuedName(value.name)
			? { change: value as QueuedChange, isConverted: false }
			: { unsendable: `unknown mutation ${value.name}` };
	}
	if (typeof method !== "string" || typeof path !== "string" || !path.startsWith("/")) return { problem: "bad path" };
	const mutation = mutationOf({ method, path, body });
	if (!mutation || !isQueuedName(mutation.name)) return { unsendable: `no mutation serves ${method} ${path}` };
	const change = { ...kept, name: mutation.name, args: mutation.args } as QueuedChange;
	return { change, isConverted: true };
}
