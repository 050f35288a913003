import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#db/client.server.ts";

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts sign-in attempts per account (whatever the client address) in a sliding 15-minute window, stored in
 * the shared rate-limit table so every instance sees the same count. Returns true once the limit is exceeded.
 */
export async function isAccountSignInLimited({ db, email, limit }: { db: Db; email: string; limit: number }) {
	const key = `account-sign-in:${email.trim().toLowerCase()}`;
	const now = Date.now();
	const [row] = await queryRows<{ count: number }>(
		db,
		sql`insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
			on conflict (key) do update set
				count = case when rate_limit.last_request < ${now - WINDOW_MS} then 1 else rate_limit.count + 1 end,
				last_request = case when rate_limit.last_request < ${now - WINDOW_MS} then ${now} else rate_limit.last_request end
			returning count`,
	);
	return (row?.count ?? 0) > limit;
}
