import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { session } from "#db/schema/auth.ts";
import { describeDevice } from "./describe-device.ts";
import { hasOutlivedItsLifetime } from "./session-lifetime.ts";
import type { SessionView } from "./session-view.ts";

/** The user's sessions still in force, the most recently used first; `currentSessionId` is marked as this device. */
export async function listUserSessions({
	db,
	userId,
	isAnonymous,
	currentSessionId,
}: {
	db: Db;
	userId: string;
	isAnonymous: boolean;
	currentSessionId: string;
}): Promise<SessionView[]> {
	const rows = await db
		.select()
		.from(session)
		.where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
		.orderBy(desc(session.updatedAt), desc(session.createdAt));
	return rows
		.filter((row) => !hasOutlivedItsLifetime({ createdAt: row.createdAt, isAnonymous }))
		.map((row) => ({
			id: row.id,
			...describeDevice(row.userAgent),
			ipAddress: row.ipAddress || null,
			signedInAt: row.createdAt.toISOString(),
			lastSeenAt: row.updatedAt.toISOString(),
			isCurrent: row.id === currentSessionId,
		}));
}
