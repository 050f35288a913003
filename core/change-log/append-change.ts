import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "#db/client.server.ts";
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

async function logChange(tx: Db, userId: string, change: Change): Promise<number | undefined> {
	const data = change.data === undefined ? null : JSON.stringify(change.data);
	const [row] = await queryRows<LoggedRow>(tx, changeLogStatement({ userId, ...change, data }));
	return seqOf(row);
}

export type LoggedRow = { seq: number | string; data?: unknown };

/** The sequence number a change-log statement answered (a bigint, which node-postgres reads as text), if any. */
export const seqOf = (row: LoggedRow | undefined) => (row === undefined ? undefined : Number(row.seq));

/**
 * The statement that appends a change to the user's log, as `appendChange` does. With `write` (an insert, update or
 * delete with a `returning` clause), it runs the write first and logs the change only when the write touched a row: a
 * write and its log entry in one round trip, which answers no row when nothing was written. Its values may be
 * `sql.placeholder`s, for a statement built once (`prebuiltStatement`); `data` is the change's JSON text (or an SQL
 * expression of it). With `answersData`, the row also carries `data` as logged, for what the database added to it.
 */
export function changeLogStatement(
	{ userId, entity, entityId, action, data }: Record<"userId" | "entity" | "entityId" | "action" | "data", unknown>,
	write?: SQL,
	{ answersData = false } = {},
): SQL<LoggedRow> {
	// Data-modifying statements must sit at the top of one WITH clause; the log counts only if the write did something.
	return sql`
		with ${write ? sql`written as (${write}),` : sql``} counter as (
			insert into user_change_seq (user_id, last_seq)
			select ${userId}, 1 ${write ? sql`where exists (select from written)` : sql``}
			on conflict (user_id) do update set last_seq = user_change_seq.last_seq + 1
			returning last_seq
		), logged as (
			insert into change_log (user_id, seq, entity, entity_id, action, data)
			select ${userId}, last_seq, ${entity}, ${entityId}, ${action}, ${data}::jsonb from counter
			returning seq ${answersData ? sql`, data` : sql``}
		)
		select seq, pg_notify(${CHANGE_CHANNEL}, json_build_object('userId', ${userId}::text, 'seq', seq)::text)
			${answersData ? sql`, data` : sql``}
		from logged
	`;
}
