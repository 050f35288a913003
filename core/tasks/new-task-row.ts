import type { TaskStatus } from "#core/constants.ts";

type Place = { userId: string; boardId: string; position: string };

/**
 * A new task's row as it is inserted: its fields at its place, and done already (`completedAt` now) when its status
 * says so. Shared by creating a task and putting a cleared example back.
 */
export function newTaskRow<Fields extends { status: TaskStatus }>(fields: Fields, place: Place) {
	return { ...fields, ...place, completedAt: fields.status === "done" ? new Date() : null };
}
