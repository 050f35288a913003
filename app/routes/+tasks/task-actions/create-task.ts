import { changeOf, settleOf } from "#app/lib/change-queue/shown-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { Quadrant } from "#core/constants.ts";
import { fieldsOf, type TaskFields } from "#core/tasks/task-view.ts";
import { NEW_TASK } from "../new-task.ts";
import type { ActionKit } from "./action-kit.ts";
import type { LazyPlacement } from "./lazy-placement.ts";
import { OPTIMISTIC_STEPS } from "./optimistic-steps.ts";
import type { PlanGate } from "./plan-gate.ts";

type NewTask = Partial<TaskFields> & { title: string; quadrant: Quadrant; boardId?: string };

/** `task.create`: a task shown at once with the id it is created under, before another or at the end. */
export function createTaskActions(
	kit: ActionKit,
	{ hasRoom, noRoom }: PlanGate,
	{ positionFor, placing }: LazyPlacement,
) {
	/** Shows the task at once and creates it with the same id, before `beforeId` (null: at the end). */
	const create = (task: PageTask, beforeId: string | null) => {
		// An Undo of a deletion brings the task's checklist back with it.
		const checklist = task.checklist.map(({ id, title, isDone }) => ({ id, title, isDone }));
		const args = { id: task.id, ...fieldsOf(task), boardId: task.boardId, before: beforeId, checklist };
		const shown = OPTIMISTIC_STEPS["task.create"](task);
		return kit.run(changeOf(shown), () => kit.send({ name: "task.create", args, shown }), settleOf(shown));
	};

	const add = (fields: NewTask, beforeId: string | null = null) => {
		const boardId = fields.boardId ?? kit.defaultBoardId;
		if (!hasRoom(fields.quadrant, boardId)) return noRoom();
		return placing(async () => {
			const position = await positionFor(boardId, fields.quadrant, beforeId);
			return create(draftOf(fields, boardId, position), beforeId);
		});
	};

	return { add, create };
}

const draftOf = (fields: NewTask, boardId: string, position: string): PageTask => ({
	id: crypto.randomUUID(),
	...NEW_TASK,
	...fields,
	boardId,
	position,
	isExample: false,
	escalatedOn: null,
	isPinned: false,
	version: 0,
	checklist: [],
});
