import { and, eq, ne } from "drizzle-orm";
import { notifySessionRevoked } from "#core/change-log/change-channels.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { session } from "#db/schema/auth.ts";

/**
 * Ends one of the user's sessions: the next request with it is refused (sessions are read from the database on every
 * request), and every instance closes its live streams. Another user's session is "not found".
 */
export async function revokeUserSession({ db, userId, sessionId }: { db: Db; userId: string; sessionId: string }) {
	const ended = await db
		.delete(session)
		.where(and(eq(session.id, sessionId), eq(session.userId, userId)))
		.returning({ id: session.id });
	if (ended.length === 0) throw new DomainError("not_found");
	await notifySessionRevoked(db, { userId, sessionId });
}

/** Ends every session of the user but the one making the request; answers how many ended. */
export async function revokeOtherUserSessions({
	db,
	userId,
	currentSessionId,
}: {
	db: Db;
	userId: string;
	currentSessionId: string;
}): Promise<number> {
	const ended = await db
		.delete(session)
		.where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
		.returning({ id: session.id });
	await Promise.all(ended.map((row) => notifySessionRevoked(db, { userId, sessionId: row.id })));
	return ended.length;
}
