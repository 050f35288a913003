import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import { copyChecklistOpen } from "#core/checklists/new-checklist.ts";
import type { Db } from "#db/client.server.ts";
import { userSettings } from "#db/schema/settings.ts";
import { task } from "#db/schema/tasks.ts";
import { nextOccurrence } from "./next-occurrence.ts";
import { positionBefore } from "./placement.ts";
import { columnAround, type TaskRow } from "./task-queries.ts";
import { toTaskView } from "./task-view.ts";
import { quadrantBeforeEscalation } from "./urgency-rule.ts";

/** The user's zone, as reminders read it: null (never reported) is UTC. */
export async function userTimeZone(tx: Db, userId: string): Promise<string | null> {
	const [row] = await tx
		.select({ timeZone: userSettings.timeZone })
		.from(userSettings)
		.where(eq(userSettings.userId, userId));
	return row?.timeZone ?? null;
}

/**
 * Creates the next occurrence of a repeating task just completed: same title, description, priority, quadrant and
 * board, at the end of its quadrant, due on the rule's next date. Its id is derived from the completed task and its
 * due date, so completing the same occurrence again (a retry, a race, done → reopened → done) finds it instead of
 * adding a second one. Not counted against the Free limit: it takes the place of the one completed. Its checklist is
 * the completed one's with every item open again. Nothing when the rule has no later date: the repetition ends.
 */
export async function createNextOccurrence(tx: Db, { userId, completed }: { userId: string; completed: TaskRow }) {
	if (completed.repeat === null || completed.dueDate === null) return;
	const next = nextOccurrence({
		repeat: completed.repeat,
		dueDate: completed.dueDate,
		dueTime: completed.dueTime?.slice(0, 5) ?? null,
		timeZone: await userTimeZone(tx, userId),
	});
	if (!next) return;
	// One the urgency rule moved (and the user left there) was not urgent before: the next starts where it was, and the
	// rule moves it again when its own due date comes near.
	const quadrant =
		completed.escalatedOn !== null && !completed.isPinned
			? (quadrantBeforeEscalation(completed.quadrant) ?? completed.quadrant)
			: completed.quadrant;
	const column = await columnAround(tx, {
		boardId: completed.boardId,
		quadrant,
		beforeId: null,
		userId,
	});
	const [created] = await tx
		.insert(task)
		.values({
			id: occurrenceId(completed.id, completed.dueDate),
			userId,
			boardId: completed.boardId,
			title: completed.title,
			description: completed.description,
			priority: completed.priority,
			quadrant,
			position: positionBefore(column, null),
			...next,
		})
		.onConflictDoNothing({ target: task.id })
		.returning();
	if (!created) return;
	const checklist = await copyChecklistOpen(tx, { userId, fromTaskId: completed.id, toTaskId: created.id });
	await appendChange(tx, userId, {
		entity: "task",
		entityId: created.id,
		action: "created",
		data: toTaskView(created, checklist),
	});
}

/** A UUID (version 5 layout) named by the task and the occurrence it follows: the same inputs, the same id. */
function occurrenceId(taskId: string, dueDate: string): string {
	const hex = createHash("sha1").update(`quadrant-occurrence:${taskId}:${dueDate}`).digest("hex");
	const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
