import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { pushSubscription } from "#db/schema/settings.ts";

/** Forgets one of the user's browsers; true when it was theirs. Someone else's endpoint is left alone. */
export async function deletePushSubscription({
	db,
	userId,
	endpoint,
}: {
	db: Db;
	userId: string;
	endpoint: string;
}): Promise<boolean> {
	const removed = await db
		.delete(pushSubscription)
		.where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)))
		.returning({ endpoint: pushSubscription.endpoint });
	return removed.length > 0;
}
