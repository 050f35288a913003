import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { changeLog } from "#db/schema/tasks.ts";
import type { ChangeEvent } from "./change-event.ts";

/** The user's changes after `after`, oldest first. */
export async function readChangesAfter({
	db,
	userId,
	after,
	limit,
}: {
	db: Db;
	userId: string;
	after: number;
	limit: number;
}): Promise<ChangeEvent[]> {
	const rows = await db
		.select({
			seq: changeLog.seq,
			entity: changeLog.entity,
			action: changeLog.action,
			id: changeLog.entityId,
			data: changeLog.data,
		})
		.from(changeLog)
		.where(and(eq(changeLog.userId, userId), gt(changeLog.seq, after)))
		.orderBy(asc(changeLog.seq))
		.limit(limit);
	return rows.map((row) => ({ ...row, seq: Number(row.seq) }) as ChangeEvent);
}

/** The newest sequence number the user has, and the oldest one the log still keeps (null when none is kept). */
export type LogBounds = { lastSeq: number; firstKeptSeq: number | null };

export async function readLogBounds({ db, userId }: { db: Db; userId: string }): Promise<LogBounds> {
	const result = (await db.execute(sql`
		select
			coalesce((select last_seq from user_change_seq where user_id = ${userId}), 0) as last_seq,
			(select min(seq) from change_log where user_id = ${userId}) as first_seq
	`)) as { rows: Array<{ last_seq: number | string; first_seq: number | string | null }> };
	const row = result.rows[0];
	return {
		lastSeq: Number(row?.last_seq ?? 0),
		firstKeptSeq: row?.first_seq === null || row?.first_seq === undefined ? null : Number(row.first_seq),
	};
}

/**
 * True when every change after `after` is still in the log, so replaying from there misses nothing. A position ahead
 * of the log (a restored database, another account's number) cannot be resumed either.
 */
export function canResumeAfter(after: number, { lastSeq, firstKeptSeq }: LogBounds): boolean {
	if (after > lastSeq) return false;
	if (after === lastSeq) return true;
	return firstKeptSeq !== null && firstKeptSeq <= after + 1;
}
