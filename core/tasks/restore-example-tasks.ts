import { and, count, eq } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import { QUADRANTS } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { task } from "#db/schema/tasks.ts";
import { newTaskRow } from "./new-task-row.ts";
import { positionBefore } from "./placement.ts";
import type { RestoreExamplesInput } from "./task.schema.ts";
import { columnAround, lockedOwnedBoard } from "./task-queries.ts";
import { type TaskView, toTaskView } from "./task-view.ts";
import { taskViewOf } from "./task-view-rows.ts";

type Options = { db: Db; userId: string; boardId: string; input: RestoreExamplesInput };

/** A first board starts with one example per quadrant: a board never holds more, so examples cannot lift the limit. */
const MAX_EXAMPLES_PER_BOARD = QUADRANTS.length;

/**
 * Puts cleared examples back (the undo of "Clear the examples"): the same ids and fields, each before the task it
 * stood before when that one is still there, else at the end of its quadrant. They stay examples, so they are not
 * counted against the Free limit; a board holds at most four (409 `too_many_examples`). An id that exists already (a
 * retry) answers that task, if it is this user's.
 */
export async function restoreExampleTasks({ db, userId, boardId, input }: Options): Promise<TaskView[]> {
	return db.transaction(async (tx) => {
		await lockedOwnedBoard(tx, userId, boardId);
		const [held] = await tx
			.select({ value: count() })
			.from(task)
			.where(and(eq(task.boardId, boardId), eq(task.userId, userId), eq(task.isExample, true)));
		let examples = held?.value ?? 0;
		const restored: TaskView[] = [];
		for (const { before, ...fields } of input.tasks) {
			const [existing] = await tx.select({ id: task.id }).from(task).where(eq(task.id, fields.id));
			if (existing) {
				restored.push(await taskViewOf(tx, { userId, taskId: fields.id }));
				continue;
			}
			if (examples >= MAX_EXAMPLES_PER_BOARD) throw new DomainError("too_many_examples");
			const column = await columnAround(tx, { boardId, quadrant: fields.quadrant, beforeId: before, userId }).catch(
				(error: unknown) => {
					// The task it stood before has gone since: the end of the quadrant will do.
					if (!(error instanceof DomainError && error.code === "not_found")) throw error;
					return columnAround(tx, { boardId, quadrant: fields.quadrant, beforeId: null, userId });
				},
			);
			const [created] = await tx
				.insert(task)
				.values({
					...newTaskRow(fields, { userId, boardId, position: positionBefore(column, before) }),
					isExample: true,
				})
				.returning();
			if (!created) throw new Error("restoreExampleTasks: insert answered no row");
			const view = toTaskView(created, []);
			await appendChange(tx, userId, { entity: "task", entityId: created.id, action: "created", data: view });
			restored.push(view);
			examples += 1;
		}
		return restored;
	});
}
