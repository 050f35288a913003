// Browser-safe and dependency-free: how a change kept offline meets the task as the server has it now (ADR 0034).

type Fields = Record<string, unknown>;

/** One field both sides changed, each to its own value: the later edit is kept, the other can be restored. */
export type FieldConflict = { field: string; kept: unknown; other: unknown; isMineKept: boolean };

export type MergedEdit = {
	/** What to send on top of the server's version (empty: the task already is as the edit wants it). */
	fields: Fields;
	conflicts: FieldConflict[];
};

type Options = {
	/** The edited fields as the screen showed them when the edit was made (the edit's base version). */
	base: Fields;
	/** The edit's own values. */
	mine: Fields;
	/** The task as the server has it now. */
	theirs: Fields;
	/** When the edit was made, and when the server's version was written (ms since the epoch). */
	mineMadeAt: number;
	theirsUpdatedAt: number;
};

const same = (a: unknown, b: unknown) => a === b || (a ?? null) === (b ?? null);

/**
 * Field by field, against the base the edit was made on: a field the edit left as it was is not sent; a field the
 * other side left as it was takes the edit's value; a field the other side changed and the edit did not is not in the edit, so it stays; a field both changed
 * to different values is a real conflict, won by the later of the two edits (and reported, for an Undo).
 */
export function mergeQueuedEdit({ base, mine, theirs, mineMadeAt, theirsUpdatedAt }: Options): MergedEdit {
	const fields: Fields = {};
	const conflicts: FieldConflict[] = [];
	const isMineLater = mineMadeAt >= theirsUpdatedAt;
	for (const [field, value] of Object.entries(mine)) {
		// The editor sends every field: one it left as it was is not part of the edit, whatever the other side did to it.
		if (same(theirs[field], value) || same(base[field], value)) continue;
		if (same(theirs[field], base[field])) {
			fields[field] = value;
			continue;
		}
		if (isMineLater) fields[field] = value;
		conflicts.push({
			field,
			kept: isMineLater ? value : theirs[field],
			other: isMineLater ? theirs[field] : value,
			isMineKept: isMineLater,
		});
	}
	return { fields, conflicts };
}

/** What a refused queued change turns into: a merge (409), a drop with a message (404), the upgrade prompt (403). */
type RefusalOutcome = "merge" | "deletedElsewhere" | "upgrade" | "undone";

export function refusalOutcome(status: number, code: string): RefusalOutcome {
	if (status === 409 && code === "version_conflict") return "merge";
	if (status === 404) return "deletedElsewhere";
	if (status === 403 && (code === "plan_limit" || code === "pro_required")) return "upgrade";
	return "undone";
}
