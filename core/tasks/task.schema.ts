import { checklistItemViewSchema, newChecklistSchema } from "#core/checklists/checklist.schema.ts";
import { QUADRANTS, TASK_PRIORITIES, TASK_STATUSES, TASK_TITLE_MAX_LENGTH } from "#core/constants.ts";
import { textField } from "#core/validation/text-field.ts";
import { z } from "#core/validation/zod.ts";
import { formatRepeatRule, parseRepeatRule } from "./repeat-rule.ts";
import type { TaskFields, TaskView } from "./task-view.ts";

// Browser-safe: the task's input rules, shared by the editor form and the API.

const TASK_DESCRIPTION_MAX_LENGTH = 5000;

const title = textField({ min: 1, max: TASK_TITLE_MAX_LENGTH });
const description = textField({ max: TASK_DESCRIPTION_MAX_LENGTH, trim: false });
const status = z.enum(TASK_STATUSES);
const priority = z.enum(TASK_PRIORITIES);
const quadrant = z.enum(QUADRANTS);
const dueDate = z.iso.date().nullable();
// A time of day, "HH:MM".
const dueTime = z
	.string()
	.regex(/^([01]\d|2[0-3]):[0-5]\d$/)
	.nullable();
/** An RFC 5545 RRULE (repeat-rule.ts), stored in its canonical form; null: the task does not repeat. */
const repeat = z
	.string()
	.transform((text, context) => {
		const rule = parseRepeatRule(text);
		if (typeof rule !== "string") return formatRepeatRule(rule);
		context.addIssue({
			code: "custom",
			message: rule === "too_often" ? "validation.repeatTooOften" : "validation.repeat",
		});
		return z.NEVER;
	})
	.nullable();

/** The fields the task editor shows, under the same rules as the API schemas below. */
export const taskFieldsSchema = z.object({
	title,
	description,
	status,
	priority,
	dueDate,
	dueTime,
	quadrant,
	repeat,
}) satisfies z.ZodType<TaskFields>;

export const createTaskSchema = z.object({
	id: z.uuid(),
	title,
	description: description.default(""),
	status: status.default("todo"),
	priority: priority.default("medium"),
	dueDate: dueDate.default(null),
	dueTime: dueTime.default(null),
	/** Needs a due date: the rule's first occurrence. */
	repeat: repeat.default(null),
	quadrant,
	/** The board to add to; the user's default board when absent. */
	boardId: z.uuid().optional(),
	/** Put the task just before this one; at the end of the quadrant when absent or null. */
	before: z.uuid().nullable().default(null),
	/** Its checklist, in order; none when absent. */
	checklist: newChecklistSchema,
});
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

/** The examples "Clear the examples" answered, sent back to undo it (at most one per quadrant's worth). */
export const restoreExamplesSchema = z.object({
	tasks: z
		.array(createTaskSchema.omit({ boardId: true, checklist: true }))
		.min(1)
		.max(QUADRANTS.length),
});
export type RestoreExamplesInput = z.infer<typeof restoreExamplesSchema>;

export const updateTaskSchema = taskFieldsSchema
	.extend({
		/** When given, the change is refused with 409 if the task has changed since this version. */
		version: z.number().int().positive(),
		/** false: "Unpin", the urgency rule may move the task again; a quadrant changed by hand pins it by itself. */
		isPinned: z.boolean(),
	})
	.partial();
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

/** "Skip this one" of a repeating task; refused with 409 when `version` is given and stale. */
export const skipOccurrenceSchema = z.object({ version: z.number().int().positive().optional() });

/** Every task of one quadrant of one board ("Delete all" of a quadrant). */
export const deleteQuadrantSchema = z.object({ boardId: z.uuid(), quadrant });

export const moveTaskSchema = z.object({
	quadrant,
	before: z.uuid().nullable().default(null),
	/** Another of the user's boards to move the task to; it stays on its board when absent. */
	boardId: z.uuid().optional(),
});
export type MoveTaskInput = z.infer<typeof moveTaskSchema>;

/**
 * Which tasks a listing shows, as the API's query string and the task pages' address say it: a board id, or "all"
 * for "Show everything" (Pro); the default board (or, on a page, the one this device used last) when absent.
 */
export const taskListQuerySchema = z.object({
	board: z.union([z.literal("all"), z.uuid()]).optional(),
	quadrant: quadrant.optional(),
});

/** A task as every answer carries it (task-view.ts), for clients and tests that check what they were sent. */
export const taskViewSchema = taskFieldsSchema
	.extend({
		id: z.uuid(),
		boardId: z.uuid(),
		position: z.string().min(1),
		isExample: z.boolean(),
		escalatedOn: z.iso.date().nullable(),
		isPinned: z.boolean(),
		version: z.number().int().positive(),
		completedAt: z.iso.datetime().nullable(),
		createdAt: z.iso.datetime(),
		updatedAt: z.iso.datetime(),
		checklist: z.array(checklistItemViewSchema),
	})
	.strict() satisfies z.ZodType<TaskView>;
