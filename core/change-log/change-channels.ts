import { sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";

// The PostgreSQL notification channels of live sync. A notice is short (who, and which position); whoever hears it
// reads the rows themselves, so a payload never carries user data and never exceeds NOTIFY's 8000 bytes.

/** Sent in the transaction that appends to a user's change log, so it is delivered only once that commits. */
export const CHANGE_CHANNEL = "quadrant_change";
/** Sent when a session ends (sign-out, revoked, password changed) or a user goes (account deleted). */
export const SESSION_REVOKED_CHANNEL = "quadrant_session_revoked";

export type ChangeNotice = { userId: string; seq: number };
/** Without a session id, every session of the user ended. */
export type RevocationNotice = { userId: string; sessionId?: string };

/**
 * Tells every instance that sessions ended. Inside a transaction the notice leaves at commit (and not at all on
 * rollback); outside one it leaves at once.
 */
export async function notifySessionRevoked(db: Db, notice: RevocationNotice): Promise<void> {
	await db.execute(sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${JSON.stringify(notice)})`);
}

export function parseChangeNotice(payload: string): ChangeNotice | undefined {
	const value = parseObject(payload);
	if (typeof value?.userId !== "string" || !Number.isSafeInteger(value.seq)) return undefined;
	return { userId: value.userId, seq: value.seq as number };
}

export function parseRevocationNotice(payload: string): RevocationNotice | undefined {
	const value = parseObject(payload);
	if (typeof value?.userId !== "string") return undefined;
	return typeof value.sessionId === "string"
		? { userId: value.userId, sessionId: value.sessionId }
		: { userId: value.userId };
}

function parseObject(payload: string): Record<string, unknown> | undefined {
	try {
		const value: unknown = JSON.parse(payload);
		return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
	} catch {
		return undefined;
	}
}
