import { eq } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import type { Db } from "#db/client.server.ts";
import { task } from "#db/schema/tasks.ts";
import { assertRoomInQuadrant } from "./assert-room-in-quadrant.ts";
import { positionBetween } from "./ordering.ts";
import type { MoveTaskInput } from "./task.schema.ts";
import { lockedOwnedBoard, neighboursFor, ownedTask } from "./task-queries.ts";

type Options = { db: Db; userId: string; taskId: string; input: MoveTaskInput; freeTasksPerQuadrant: number };

/**
 * Moves a task before another (or to the end) in a quadrant of its board: one row changes. Moves on one board are
 * applied one at a time (board row lock), so concurrent moves never produce two tasks at the same position.
 */
export async function moveTask({ db, userId, taskId, input, freeTasksPerQuadrant }: Options) {
	return db.transaction(async (tx) => {
		const { boardId } = await ownedTask(tx, userId, taskId);
		await lockedOwnedBoard(tx, userId, boardId);
		const current = await ownedTask(tx, userId, taskId, { lock: true });
		if (input.before === taskId) return current;
		const isChangingQuadrant = current.quadrant !== input.quadrant;
		if (isChangingQuadrant)
			await assertRoomInQuadrant(tx, { userId, boardId, quadrant: input.quadrant, freeTasksPerQuadrant });
		const [previous, next] = await neighboursFor(tx, {
			boardId,
			quadrant: input.quadrant,
			beforeId: input.before,
			userId,
		});
		// Already in that place: nothing to change.
		if (!isChangingQuadrant && (previous === current.position || next === current.position)) return current;
		const [moved] = await tx
			.update(task)
			.set({
				quadrant: input.quadrant,
				position: positionBetween(previous, next),
				version: current.version + 1,
				updatedAt: new Date(),
			})
			.where(eq(task.id, taskId))
			.returning();
		await appendChange(tx, userId, { entity: "task", entityId: taskId, action: "updated", data: moved });
		return moved;
	});
}
