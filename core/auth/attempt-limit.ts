import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#db/client.server.ts";

/**
 * Counts one attempt under `key` in a sliding window, in the shared rate-limit table so every instance sees the same
 * count (the expired-rows purge clears old keys). Returns true once more than `limit` attempts fell in the window.
 */
export async function isOverAttemptLimit({
	db,
	key,
	limit,
	windowMs,
}: {
	db: Db;
	key: string;
	limit: number;
	windowMs: number;
}): Promise<boolean> {
	const now = Date.now();
	const [row] = await queryRows<{ count: number }>(
		db,
		sql`insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
			on conflict (key) do update set
				count = case when rate_limit.last_request < ${now - windowMs} then 1 else rate_limit.count + 1 end,
				last_request = case when rate_limit.last_request < ${now - windowMs} then ${now} else rate_limit.last_request end
			returning count`,
	);
	return (row?.count ?? 0) > limit;
}
