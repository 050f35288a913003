// The errors that mean "the database is too busy right now" rather than "this request is wrong": the statement
// timeout fired, a lock was not granted in time, or no connection was free in time. The server answers them 503 with
// Retry-After. Drizzle wraps the driver's error, so the whole chain of causes is searched.

/** What a 503 for a busy database asks the client to wait: about one statement timeout's worth of lock clearing. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs: 57014 query_canceled (statement_timeout), 55P03 lock_not_available (lock_timeout). */
const BUSY_SQLSTATES = new Set(["57014", "55P03"]);

/** What pg-pool and pg say when no connection could be had within connectionTimeoutMillis. */
const ACQUIRE_TIMEOUT_MESSAGES = [
	"timeout exceeded when trying to connect",
	"Connection terminated due to connection timeout",
];

export function isDatabaseTimeout(error: unknown): boolean {
	for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
		const code = (current as { code?: unknown }).code;
		if (typeof code === "string" && BUSY_SQLSTATES.has(code)) return true;
		if (ACQUIRE_TIMEOUT_MESSAGES.includes(current.message)) return true;
	}
	return false;
}
