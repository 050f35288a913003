import type { Db } from "#db/client.server.ts";
import { isOverAttemptLimit } from "./attempt-limit.ts";

const WINDOW_MS = 15 * 60 * 1000;

/** Counts sign-in attempts per account (whatever the client address) in a sliding 15-minute window. */
export function isAccountSignInLimited({ db, email, limit }: { db: Db; email: string; limit: number }) {
	return isOverAttemptLimit({ db, key: `account-sign-in:${email.trim().toLowerCase()}`, limit, windowMs: WINDOW_MS });
}
