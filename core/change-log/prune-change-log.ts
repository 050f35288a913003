import { sql } from "drizzle-orm";
import { affectedRows, type Db } from "#db/client.server.ts";

type Options = {
	db: Db;
	now: Date;
	/** Entries older than this many days go. */
	retentionDays: number;
	/** Each user keeps at most this many of their newest entries. */
	maxPerUser: number;
};

/**
 * Removes the change-log entries live sync no longer replays: older than the retention, or beyond the per-user count.
 * Only a user's oldest entries ever go (everything up to a position), so what remains is gap-free and a client
 * whose position fell out of the log is told to reload (a `reset` event) rather than silently missing a change.
 * Returns how many entries were removed.
 */
export async function pruneChangeLog({ db, now, retentionDays, maxPerUser }: Options): Promise<number> {
	const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
	// A writer that waited for a user's counter may commit a later number with an earlier timestamp, so "older than the
	// cutoff" is taken as "up to the newest number that is": a prefix of each user's log.
	const byAge = await db.execute(sql`
		delete from change_log as entry
		using (
			select user_id, max(seq) as upto from change_log where created_at < ${cutoff.toISOString()}::timestamptz
			group by user_id
		) as old
		where entry.user_id = old.user_id and entry.seq <= old.upto
	`);
	const byCount = await db.execute(sql`
		delete from change_log as entry
		using user_change_seq as counter
		where entry.user_id = counter.user_id and entry.seq <= counter.last_seq - ${maxPerUser}
	`);
	return affectedRows(byAge) + affectedRows(byCount);
}
