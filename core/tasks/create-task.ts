import { assertCanAddToBoard } from "#core/boards/assert-can-add-to-board.ts";
import { defaultBoard } from "#core/boards/default-board.ts";
import { appendChange } from "#core/change-log/append-change.ts";
import { addChecklist } from "#core/checklists/new-checklist.ts";
import type { Locale } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { task } from "#db/schema/tasks.ts";
import { assertRoomBeside } from "./assert-room-in-quadrant.ts";
import { newTaskRow } from "./new-task-row.ts";
import { positionBefore } from "./placement.ts";
import type { CreateTaskInput } from "./task.schema.ts";
import { columnAroundAndCount, lockedOwnedBoard } from "./task-queries.ts";
import { toTaskView } from "./task-view.ts";
import { taskViewOf } from "./task-view-rows.ts";

type Options = {
	db: Db;
	userId: string;
	input: CreateTaskInput;
	locale: Locale;
	freeTasksPerQuadrant: number;
};

/**
 * Adds a task where the user asked (end of the quadrant of the default board by default), within the Free plan's
 * limit per quadrant; on Free only to the default board.
 */
export async function createTask({ db, userId, input, locale, freeTasksPerQuadrant }: Options) {
	// The rule starts at the due date: without one it has nowhere to start.
	if (input.repeat !== null && input.dueDate === null)
		throw new DomainError("repeat_needs_due_date", { field: "repeat" });
	const boardId = input.boardId ?? (await defaultBoard(db, { userId, locale })).id;
	return db.transaction(async (tx) => {
		const target = await lockedOwnedBoard(tx, userId, boardId);
		await assertCanAddToBoard(tx, userId, target);
		const place = { boardId, quadrant: input.quadrant, beforeId: input.before, userId };
		const { column, tasksInQuadrant } = await columnAroundAndCount(tx, place);
		await assertRoomBeside(tx, { userId, tasksInQuadrant, freeTasksPerQuadrant });
		const { before: _before, boardId: _boardId, checklist: items, ...fields } = input;
		const [created] = await tx
			.insert(task)
			.values(newTaskRow(fields, { userId, boardId, position: positionBefore(column, input.before) }))
			.onConflictDoNothing({ target: task.id })
			.returning();
		// The same id again (a retry without an idempotency key): answer with what exists if it is this user's.
		if (!created) return { task: await taskViewOf(tx, { userId, taskId: input.id }), isNew: false };
		const checklist = await addChecklist(tx, { userId, taskId: created.id, items });
		const view = toTaskView(created, checklist);
		await appendChange(tx, userId, { entity: "task", entityId: created.id, action: "created", data: view });
		return { task: view, isNew: true };
	});
}
