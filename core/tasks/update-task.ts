import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { assertRoomInQuadrant } from "./assert-room-in-quadrant.ts";
import { positionBefore } from "./placement.ts";
import type { UpdateTaskInput } from "./task.schema.ts";
import { columnAround, lockedOwnedBoard, ownedTask, saveTask } from "./task-queries.ts";

type Options = { db: Db; userId: string; taskId: string; input: UpdateTaskInput; freeTasksPerQuadrant: number };

/**
 * Changes a task's fields in one step, the quadrant included (then it goes to the end of the new quadrant, within the
 * Free limit, as a move would put it). Marking it done records when, undoing clears it. A stale version answers
 * `version_conflict`.
 */
export async function updateTask({ db, userId, taskId, input, freeTasksPerQuadrant }: Options) {
	return db.transaction(async (tx) => {
		const { boardId } = await ownedTask(tx, userId, taskId);
		// A change of quadrant places the task on its board: lock the board first, in the same order as moves do.
		if (input.quadrant !== undefined) await lockedOwnedBoard(tx, userId, boardId);
		const current = await ownedTask(tx, userId, taskId, { lock: true });
		if (current.boardId !== boardId) throw new DomainError("version_conflict");
		const { version, quadrant, ...fields } = input;
		if (version !== undefined && version !== current.version) throw new DomainError("version_conflict");
		const placement =
			quadrant === undefined || quadrant === current.quadrant
				? {}
				: await placeAtEnd(tx, { userId, boardId, quadrant, freeTasksPerQuadrant });
		const completedAt =
			fields.status === undefined
				? current.completedAt
				: fields.status === "done"
					? (current.completedAt ?? new Date())
					: null;
		return saveTask(tx, { userId, current, changes: { ...fields, ...placement, completedAt } });
	});
}

async function placeAtEnd(
	tx: Db,
	{
		userId,
		boardId,
		quadrant,
		freeTasksPerQuadrant,
	}: {
		userId: string;
		boardId: string;
		quadrant: NonNullable<UpdateTaskInput["quadrant"]>;
		freeTasksPerQuadrant: number;
	},
) {
	await assertRoomInQuadrant(tx, { userId, boardId, quadrant, freeTasksPerQuadrant });
	const column = await columnAround(tx, { boardId, quadrant, beforeId: null, userId });
	return { quadrant, position: positionBefore(column, null) };
}
