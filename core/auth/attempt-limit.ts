import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#db/client.server.ts";

type Attempt = { db: Db; key: string; windowMs: number; isSliding?: boolean };

/**
 * Counts one attempt under `key` in a window that starts at its first attempt (or, `isSliding`, that each attempt
 * extends), in the shared rate-limit table so every instance sees the same count (the expired-rows purge clears old
 * keys). Returns the count in the window, this one included; `last_request` holds the window's start or last attempt.
 */
export async function countAttempt({ db, key, windowMs, isSliding = false }: Attempt): Promise<number> {
	const now = Date.now();
	const isRestarted = sql`rate_limit.last_request < ${now - windowMs}`;
	const isMoved = isSliding ? sql.raw("true") : isRestarted;
	const [row] = await queryRows<{ count: number }>(
		db,
		sql`insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
			on conflict (key) do update set
				count = case when ${isRestarted} then 1 else rate_limit.count + 1 end,
				last_request = case when ${isMoved} then ${now} else rate_limit.last_request end
			returning count`,
	);
	return Number(row?.count ?? 0);
}

/** Counts one attempt (see countAttempt); true once more than `limit` attempts fell in the window. */
export async function isOverAttemptLimit({ limit, ...attempt }: Attempt & { limit: number }): Promise<boolean> {
	return (await countAttempt(attempt)) > limit;
}
