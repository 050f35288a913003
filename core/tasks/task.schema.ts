import { z } from "zod";
import { QUADRANTS } from "./quadrants.ts";

// Browser-safe: the task's shape and rules, shared by the editor forms and the API.

const TASK_STATUSES = ["todo", "inProgress", "done"] as const;
const TASK_PRIORITIES = ["high", "medium", "low"] as const;
const TASK_TITLE_MAX_LENGTH = 200;
const TASK_DESCRIPTION_MAX_LENGTH = 5000;

const title = z.string().trim().min(1).max(TASK_TITLE_MAX_LENGTH);
const description = z.string().max(TASK_DESCRIPTION_MAX_LENGTH);
const dueDate = z.iso.date().nullable();
// A time of day, "HH:MM".
const dueTime = z
	.string()
	.regex(/^([01]\d|2[0-3]):[0-5]\d$/)
	.nullable();

/** The fields the task editor shows, under the same rules as the API schemas below. */
export const taskFieldsSchema = z.object({
	title,
	description,
	status: z.enum(TASK_STATUSES),
	priority: z.enum(TASK_PRIORITIES),
	dueDate,
	dueTime,
	quadrant: z.enum(QUADRANTS),
});

export const createTaskSchema = z.object({
	id: z.uuid(),
	title,
	description: description.default(""),
	status: z.enum(TASK_STATUSES).default("todo"),
	priority: z.enum(TASK_PRIORITIES).default("medium"),
	dueDate: dueDate.default(null),
	dueTime: dueTime.default(null),
	quadrant: z.enum(QUADRANTS),
	/** The board to add to; the user's default board when absent. */
	boardId: z.uuid().optional(),
	/** Put the task just before this one; at the end of the quadrant when absent or null. */
	before: z.uuid().nullable().default(null),
});
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

export const updateTaskSchema = z
	.object({
		title,
		description,
		status: z.enum(TASK_STATUSES),
		priority: z.enum(TASK_PRIORITIES),
		dueDate,
		dueTime,
		/** When given, the change is refused with 409 if the task has changed since this version. */
		version: z.number().int().positive(),
	})
	.partial();
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

export const moveTaskSchema = z.object({
	quadrant: z.enum(QUADRANTS),
	before: z.uuid().nullable().default(null),
	/** Another of the user's boards to move the task to; it stays on its board when absent. */
	boardId: z.uuid().optional(),
});
export type MoveTaskInput = z.infer<typeof moveTaskSchema>;
