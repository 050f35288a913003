import { sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { changeLog, userChangeSeq } from "#db/schema/tasks.ts";

export type Change = {
	entity: "task" | "board" | "viewOptions" | "subscription";
	entityId: string;
	action: "created" | "updated" | "deleted";
	data?: unknown;
};

/**
 * Appends a change to the user's log with the next sequence number. Call it inside the transaction that makes the
 * change: the counter row's lock orders one user's writers, so sequence numbers never repeat or skip.
 */
export async function appendChange(tx: Db, userId: string, change: Change): Promise<number> {
	const [counter] = await tx
		.insert(userChangeSeq)
		.values({ userId, lastSeq: 1 })
		.onConflictDoUpdate({ target: userChangeSeq.userId, set: { lastSeq: sql`${userChangeSeq.lastSeq} + 1` } })
		.returning({ seq: userChangeSeq.lastSeq });
	const seq = counter?.seq ?? 0;
	await tx.insert(changeLog).values({ userId, seq, ...change, data: change.data ?? null });
	return seq;
}
