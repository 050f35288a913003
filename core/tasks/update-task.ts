import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { assertRoomInQuadrant } from "./assert-room-in-quadrant.ts";
import { createNextOccurrence } from "./next-occurrence-task.ts";
import { positionBefore } from "./placement.ts";
import type { UpdateTaskInput } from "./task.schema.ts";
import { columnAround, lockedOwnedBoard, ownedTask, saveTask } from "./task-queries.ts";

type Options = { db: Db; userId: string; taskId: string; input: UpdateTaskInput; freeTasksPerQuadrant: number };

/**
 * Changes a task's fields in one step, the quadrant included (then it goes to the end of the new quadrant, within the
 * Free limit, as a move would put it). Marking it done records when, undoing clears it; marking a repeating task done
 * also creates its next occurrence (once per occurrence, however often it is marked done). A stale version answers
 * `version_conflict`; a repeating task without a due date, `repeat_needs_due_date`.
 */
export async function updateTask({ db, userId, taskId, input, freeTasksPerQuadrant }: Options) {
	return db.transaction(async (tx) => {
		const { boardId, repeat: repeatSeen } = await ownedTask(tx, userId, taskId);
		// A change of quadrant places the task on its board, and so does completing a repeating one (its next
		// occurrence): lock the board first, in the same order as moves do.
		const mayRepeat = repeatSeen !== null || (input.repeat ?? null) !== null;
		if (input.quadrant !== undefined || (input.status === "done" && mayRepeat)) {
			await lockedOwnedBoard(tx, userId, boardId);
		}
		const current = await ownedTask(tx, userId, taskId, { lock: true });
		if (current.boardId !== boardId) throw new DomainError("version_conflict");
		const { version, quadrant, ...fields } = input;
		if (version !== undefined && version !== current.version) throw new DomainError("version_conflict");
		const repeat = fields.repeat === undefined ? current.repeat : fields.repeat;
		const dueDate = fields.dueDate === undefined ? current.dueDate : fields.dueDate;
		if (repeat !== null && dueDate === null) throw new DomainError("repeat_needs_due_date", { field: "repeat" });
		// An example whose title the person rewrites is theirs from then on: it loses the badge and counts as a task.
		const isExample = current.isExample && (fields.title === undefined || fields.title === current.title);
		const isStaying = quadrant === undefined || quadrant === current.quadrant;
		if (isStaying && current.isExample && !isExample) {
			await assertRoomInQuadrant(tx, { userId, boardId, quadrant: current.quadrant, freeTasksPerQuadrant });
		}
		const placement = isStaying
			? {}
			: await placeAtEnd(tx, { userId, boardId, quadrant, freeTasksPerQuadrant, isExample });
		const completedAt =
			fields.status === undefined
				? current.completedAt
				: fields.status === "done"
					? (current.completedAt ?? new Date())
					: null;
		// Placed by hand after the urgency rule moved it: it stays where the user put it (unless they say otherwise).
		const isPinned = fields.isPinned ?? (!isStaying && current.escalatedOn !== null ? true : undefined);
		const saved = await saveTask(tx, {
			userId,
			current,
			changes: { ...fields, ...placement, completedAt, isExample, isPinned },
		});
		if (fields.status === "done" && current.status !== "done" && repeat !== null) {
			await createNextOccurrence(tx, { userId, completed: await ownedTask(tx, userId, taskId) });
		}
		return saved;
	});
}

async function placeAtEnd(
	tx: Db,
	{
		userId,
		boardId,
		quadrant,
		freeTasksPerQuadrant,
		isExample,
	}: {
		userId: string;
		boardId: string;
		quadrant: NonNullable<UpdateTaskInput["quadrant"]>;
		freeTasksPerQuadrant: number;
		isExample: boolean;
	},
) {
	if (!isExample) await assertRoomInQuadrant(tx, { userId, boardId, quadrant, freeTasksPerQuadrant });
	const column = await columnAround(tx, { boardId, quadrant, beforeId: null, userId });
	return { quadrant, position: positionBefore(column, null) };
}
