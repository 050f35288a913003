import { sql } from "drizzle-orm";
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
	const data = change.data === undefined ? null : JSON.stringify(change.data);
	const result = (await tx.execute(sql`
		with counter as (
			insert into user_change_seq (user_id, last_seq) values (${userId}, 1)
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
	return Number(result.rows[0]?.seq ?? 0);
}
