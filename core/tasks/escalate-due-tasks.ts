import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { URGENCY_DAYS_DEFAULT } from "#core/constants.ts";
import { wallClockAt } from "#core/push/reminder-time.ts";
import type { Db } from "#db/client.server.ts";
import { userSettings } from "#db/schema/settings.ts";
import { board, task } from "#db/schema/tasks.ts";
import { positionBefore } from "./placement.ts";
import { saveTask, type TaskRow } from "./task-queries.ts";
import { ESCALATING_QUADRANTS, escalatedQuadrant, isWithinUrgencyWindow } from "./urgency-rule.ts";

type Options = {
	db: Db;
	now: Date;
	/** A round stops moving tasks at this instant (Date.now()); the rest move in the next round. */
	deadline: number;
};

/**
 * Moves every open, unpinned task whose due date has come within its owner's urgency window (on the owner's clock)
 * from a not-urgent quadrant to the urgent one beside it, at the top, and logs each move in the owner's change log.
 * Every instance may run it at once: each task is moved under its board's lock (as a hand move is) and only if it is
 * still eligible once locked, so a task moves once however many rounds see it. A user without a settings row is a
 * new one (migration 0019 gave everyone before the rule a row with the rule off) and gets the default window.
 * Returns how many tasks this call moved.
 */
export async function escalateDueTasks({ db, now, deadline }: Options): Promise<number> {
	const days = sql<number>`coalesce(${userSettings.urgencyDays}, ${URGENCY_DAYS_DEFAULT})`;
	// A coarse bound in SQL (the earliest clock on Earth is at most a day ahead of UTC); the exact one per zone below.
	const utcToday = now.toISOString().slice(0, 10);
	const candidates = await db
		.select({
			id: task.id,
			userId: task.userId,
			dueDate: task.dueDate,
			timeZone: userSettings.timeZone,
			urgencyDays: days.mapWith(Number),
		})
		.from(task)
		.leftJoin(userSettings, eq(userSettings.userId, task.userId))
		.where(
			and(
				inArray(task.quadrant, ESCALATING_QUADRANTS),
				eq(task.isPinned, false),
				ne(task.status, "done"),
				isNotNull(task.dueDate),
				sql`${task.dueDate} <= ${utcToday}::date + ${days} + 1`,
				or(isNull(userSettings.userId), isNotNull(userSettings.urgencyDays)),
			),
		);
	let moved = 0;
	for (const candidate of candidates) {
		if (Date.now() >= deadline) break;
		const today = wallClockAt(now, candidate.timeZone ?? "UTC").date;
		if (!isDue(candidate, today, candidate.urgencyDays)) continue;
		if (await escalateTask(db, { ...candidate, today })) moved += 1;
	}
	return moved;
}

function isDue(row: Pick<TaskRow, "dueDate">, today: string, urgencyDays: number): boolean {
	return row.dueDate !== null && isWithinUrgencyWindow({ today, dueDate: row.dueDate, urgencyDays });
}

/** Moves one task if it is still eligible once its board and row are locked; false when it was not. */
async function escalateTask(
	db: Db,
	{ id, userId, today, urgencyDays }: { id: string; userId: string; today: string; urgencyDays: number },
): Promise<boolean> {
	return db.transaction(async (tx) => {
		// The board first, then the task, in the order hand moves lock them, so the two wait instead of deadlocking.
		const boards = await tx
			.select({ id: board.id })
			.from(board)
			.where(
				and(
					eq(board.userId, userId),
					inArray(board.id, tx.select({ boardId: task.boardId }).from(task).where(eq(task.id, id))),
				),
			)
			.for("update");
		const [locked] = boards;
		if (!locked) return false;
		const [current] = await tx
			.select()
			.from(task)
			.where(and(eq(task.id, id), eq(task.userId, userId)))
			.for("update");
		if (!current || current.boardId !== locked.id || current.isPinned || current.status === "done") return false;
		const quadrant = escalatedQuadrant(current.quadrant);
		if (!quadrant || !isDue(current, today, urgencyDays)) return false;
		const top = await tx
			.select({ id: task.id, position: task.position })
			.from(task)
			.where(and(eq(task.boardId, current.boardId), eq(task.quadrant, quadrant)))
			.orderBy(asc(sql`${task.position} collate "C"`))
			.limit(1);
		const position = positionBefore(top, top[0]?.id ?? null);
		await saveTask(tx, { userId, current, changes: { quadrant, position, escalatedOn: today } });
		return true;
	});
}
