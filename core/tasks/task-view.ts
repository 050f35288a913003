import type { ChecklistItemView } from "#core/checklists/checklist-item-view.ts";
import type { Quadrant, TaskPriority, TaskStatus } from "#core/constants.ts";
import type { task } from "#db/schema/tasks.ts";

// Browser-safe and dependency-free: the one shape of a task outside the database. The API answers it, the loaders
// send it, the change log records it, the page's store holds it and the editor edits part of it.

export type TaskView = {
	id: string;
	boardId: string;
	title: string;
	description: string;
	status: TaskStatus;
	priority: TaskPriority;
	/** "YYYY-MM-DD" */
	dueDate: string | null;
	/** "HH:MM"; only set together with a date. */
	dueTime: string | null;
	quadrant: Quadrant;
	/** An RFC 5545 RRULE whose start is the due date (core/tasks/repeat-rule.ts); null when the task does not repeat. */
	repeat: string | null;
	/** A fractional index, ordered byte-wise within the quadrant of the board (core/tasks/placement.ts). */
	position: string;
	/** One of the examples a first board starts with: shown with a badge, not counted against the Free limit. */
	isExample: boolean;
	/**
	 * "YYYY-MM-DD": the user's date on which the urgency rule moved the task into an urgent quadrant (its due date
	 * came near); null when it never did.
	 */
	escalatedOn: string | null;
	/** Placed by hand after the rule moved it: the rule leaves it there until the user unpins it. */
	isPinned: boolean;
	/** Increases with every change; a PATCH may name the version it saw to be refused (409) when it is stale. */
	version: number;
	/** ISO 8601 instants. */
	completedAt: string | null;
	createdAt: string;
	updatedAt: string;
	/** Its checklist, in order (empty when it has none); a change of an item raises the task's version. */
	checklist: ChecklistItemView[];
};

/** What a person edits of a task (the editor's fields). */
export const TASK_FIELDS = [
	"title",
	"description",
	"status",
	"priority",
	"dueDate",
	"dueTime",
	"quadrant",
	"repeat",
] as const satisfies readonly (keyof TaskView)[];

export type TaskFields = Pick<TaskView, (typeof TASK_FIELDS)[number]>;

/** The editor's fields of a task, and nothing else of it. */
export const fieldsOf = (task: TaskFields): TaskFields =>
	Object.fromEntries(TASK_FIELDS.map((field) => [field, task[field]])) as TaskFields;

type TaskRow = typeof task.$inferSelect;

/** The view of a task's row with its checklist (core/checklists/checklist-rows.ts reads it). */
export function toTaskView(row: TaskRow, checklist: ChecklistItemView[]): TaskView {
	return {
		id: row.id,
		boardId: row.boardId,
		title: row.title,
		description: row.description,
		status: row.status,
		priority: row.priority,
		dueDate: row.dueDate,
		// PostgreSQL answers "HH:MM:SS"; the product has minutes only, as the forms and the API accept them.
		dueTime: row.dueTime?.slice(0, 5) ?? null,
		quadrant: row.quadrant,
		repeat: row.repeat,
		position: row.position,
		isExample: row.isExample,
		escalatedOn: row.escalatedOn,
		isPinned: row.isPinned,
		version: row.version,
		completedAt: row.completedAt?.toISOString() ?? null,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
		checklist,
	};
}
