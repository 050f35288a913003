import { sql } from "drizzle-orm";
import { IDEMPOTENCY_KEY_RETENTION_MS, RATE_LIMIT_ROW_RETENTION_MS } from "#core/constants.ts";
import { affectedRows, type Db } from "#db/client.server.ts";

/** Rows per delete: small enough to stay far below the statement timeout, and to hold locks only briefly. */
const BATCH = 5_000;
/** At most this many batches per table and round; a larger backlog goes in the following rounds. */
const MAX_BATCHES = 100;

/**
 * Removes the rows nothing reads any more: rate-limit counters whose window is long over, and idempotency keys older
 * than a retry or an offline replay could come. In batches, so a first purge of a large backlog never runs into the
 * statement timeout. Returns how many rows of each were removed.
 */
export async function purgeExpiredRows({ db, now }: { db: Db; now: Date }) {
	// rate_limit.last_request is in milliseconds since the epoch (better-auth's column, and ours for sign-ins).
	const rateLimitBefore = now.getTime() - RATE_LIMIT_ROW_RETENTION_MS;
	const idempotencyBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS).toISOString();
	const rateLimits = await inBatches(
		() => sql`delete from rate_limit where id in (
			select id from rate_limit where last_request < ${rateLimitBefore} limit ${BATCH}
		)`,
		db,
	);
	const idempotencyKeys = await inBatches(
		() => sql`delete from idempotency_key where (user_id, key) in (
			select user_id, key from idempotency_key where created_at < ${idempotencyBefore}::timestamptz limit ${BATCH}
		)`,
		db,
	);
	return { rateLimits, idempotencyKeys };
}

async function inBatches(statement: () => ReturnType<typeof sql>, db: Db): Promise<number> {
	let total = 0;
	for (let batch = 0; batch < MAX_BATCHES; batch++) {
		const removed = affectedRows(await db.execute(statement()));
		total += removed;
		if (removed < BATCH) break;
	}
	return total;
}
