import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { CHANGE_CHANNEL } from "./change-channels.ts";
import type { ChangeAction, ChangeEntity } from "./change-event.ts";

export type Change = {
	entity: ChangeEntity;
	entityId: string;
	action: ChangeAction;
	/** The resource after the change, in its API shape; absent for a deletion. */
	data?: unknown;
};

/**
 * Appends a change to the user's log with the next sequence number, and notifies the instances' listeners. Call it
 * inside the transaction that makes the change: the counter row's lock orders one user's writers, so sequence numbers
 * never repeat or skip and commit in order, and the notice is delivered only when (and if) the change commits.
 * One statement, so a write pays one round trip for its log entry.
 */
export async function appendChange(tx: Db, userId: string, change: Change): Promise<number> {
	return (await logChange(tx, userId, change)) ?? 0;
}

/**
 * Runs `write` (an insert, update or delete with a `returning` clause) and, when it touched a row, appends `change` to
 * the user's log in the same statement, as `appendChange` does: a write and its log entry in one round trip. Answers
 * the entry's sequence number, or undefined when the write touched nothing (and nothing was logged).
 */
export async function writeAndAppendChange(
	tx: Db,
	{ userId, write, change }: { userId: string; write: SQL; change: Change },
): Promise<number | undefined> {
	return logChange(tx, userId, change, write);
}

async function logChange(tx: Db, userId: string, change: Change, write?: SQL): Promise<number | undefined> {
	const data = change.data === undefined ? null : JSON.stringify(change.data);
	// Data-modifying statements must sit at the top of one WITH clause; the log counts only if the write did something.
	const result = (await tx.execute(sql`
		with ${write ? sql`written as (${write}),` : sql``} counter as (
			insert into user_change_seq (user_id, last_seq)
			select ${userId}, 1 ${write ? sql`where exists (select from written)` : sql``}
			on conflict (user_id) do update set last_seq = user_change_seq.last_seq + 1
			returning last_seq
		), logged as (
			insert into change_log (user_id, seq, entity, entity_id, action, data)
			select ${userId}, last_seq, ${change.entity}, ${change.entityId}, ${change.action}, ${data}::jsonb from counter
			returning seq
		)
		select seq, pg_notify(${CHANGE_CHANNEL}, json_build_object('userId', ${userId}::text, 'seq', seq)::text)
		from logged
	`)) as { rows: Array<{ seq: number | string }> };
	const seq = result.rows[0]?.seq;
	return seq === undefined ? undefined : Number(seq);
}
