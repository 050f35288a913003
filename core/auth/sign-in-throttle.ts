import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#db/client.server.ts";
import { countAttempt } from "./attempt-limit.ts";

// One address may get an account's password wrong this often before it has to wait; each failure beyond doubles the
// wait, up to MAX_WAIT_MS. An address's failures are forgotten a day after its last one, or at its next success.
const FREE_FAILURES = 3;
const FIRST_WAIT_MS = 15_000;
const MAX_WAIT_MS = 15 * 60 * 1000;
const PAIR_MEMORY_MS = 24 * 60 * 60 * 1000;
// The account's own count, over all addresses, in a window that starts at its first failure.
const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;

/**
 * What was got wrong: the password of a sign-in (the account is its email) or the second step's code (TOTP or backup,
 * the account is its user id). Each has counters of its own.
 */
type Factor = "password" | "second-step";
/** `account` names the account: its email for a password, its user id for a second step. */
type Attempt = { db: Db; account: string; address: string; factor?: Factor };

const PREFIXES: Record<Factor, string> = { password: "sign-in-failures", "second-step": "two-factor-failures" };
const accountKey = ({ account, factor = "password" }: Pick<Attempt, "account" | "factor">) =>
	`${PREFIXES[factor]}:${factor === "password" ? account.trim().toLowerCase() : account}`;
const pairKey = (attempt: Pick<Attempt, "account" | "factor" | "address">) =>
	`${accountKey(attempt)}|${attempt.address}`;

/**
 * Whether a sign-in to `account` from `address` must wait, and how many seconds (defect 3: no targeted lockout).
 * An address that keeps failing waits longer each time; when the account as a whole failed more than `accountLimit`
 * times in its window, every address that failed for it waits out that window. An address that has not failed for
 * this account is never refused, so its owner can always sign in with the right password (and code).
 */
export async function signInWaitSeconds({ accountLimit, ...attempt }: Attempt & { accountLimit: number }) {
	const now = Date.now();
	const pair = await readCounter(attempt.db, pairKey(attempt));
	if (!pair || pair.at < now - PAIR_MEMORY_MS) return 0;
	const pairWaitUntil = pair.count >= FREE_FAILURES ? pair.at + waitAfter(pair.count) : 0;
	const account = await readCounter(attempt.db, accountKey(attempt));
	const isAccountOverLimit = account && account.at >= now - ACCOUNT_WINDOW_MS && account.count > accountLimit;
	const accountWaitUntil = isAccountOverLimit ? account.at + ACCOUNT_WINDOW_MS : 0;
	return Math.max(0, Math.ceil((Math.max(pairWaitUntil, accountWaitUntil) - now) / 1000));
}

/** A wrong password (or second-step code) for `account` from `address`: answers the account's failures in its current window. */
export async function recordFailedSignIn({ db, ...attempt }: Attempt): Promise<number> {
	await countAttempt({ db, key: pairKey(attempt), windowMs: PAIR_MEMORY_MS, isSliding: true });
	return countAttempt({ db, key: accountKey(attempt), windowMs: ACCOUNT_WINDOW_MS });
}

/** A successful sign-in: this address starts afresh for this account. */
export async function forgetFailedSignIns({ db, ...attempt }: Attempt): Promise<void> {
	await queryRows(db, sql`delete from rate_limit where key = ${pairKey(attempt)}`);
}

function waitAfter(failures: number): number {
	return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES));
}

async function readCounter(db: Db, key: string): Promise<{ count: number; at: number } | undefined> {
	const [row] = await queryRows<{ count: number; last_request: number | string }>(
		db,
		sql`select count, last_request from rate_limit where key = ${key}`,
	);
	return row ? { count: Number(row.count), at: Number(row.last_request) } : undefined;
}
