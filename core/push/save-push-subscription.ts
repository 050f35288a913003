import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { PUSH_SUBSCRIPTIONS_PER_USER } from "#core/constants.ts";
import type { Db } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { pushSubscription } from "#db/schema/settings.ts";
import type { SavePushSubscriptionInput } from "./push-subscription.schema.ts";

/**
 * Stores this browser's subscription for the user; a browser that was subscribed for someone else moves over. A user
 * keeps at most PUSH_SUBSCRIPTIONS_PER_USER browsers: the one subscribed longest ago makes room. Replacing rather than
 * refusing, because browsers renew their subscriptions and a dead one says so only when a message is sent: a refusal
 * would lock a user out of push on a new browser behind endpoints they can neither see nor remove.
 */
export async function savePushSubscription({
	db,
	userId,
	input,
}: {
	db: Db;
	userId: string;
	input: SavePushSubscriptionInput;
}): Promise<void> {
	// A subscribed-again browser counts as the newest.
	const values = {
		userId,
		p256dh: input.keys.p256dh,
		auth: input.keys.auth,
		locale: input.locale,
		createdAt: sql`now()`,
	};
	await db.transaction(async (tx) => {
		// The user's row lock makes concurrent subscriptions of one user count one after the other.
		await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
		await tx
			.insert(pushSubscription)
			.values({ endpoint: input.endpoint, ...values })
			.onConflictDoUpdate({ target: pushSubscription.endpoint, set: values });
		const newest = tx
			.select({ endpoint: pushSubscription.endpoint })
			.from(pushSubscription)
			.where(eq(pushSubscription.userId, userId))
			.orderBy(desc(pushSubscription.createdAt), desc(pushSubscription.endpoint))
			.limit(PUSH_SUBSCRIPTIONS_PER_USER);
		await tx
			.delete(pushSubscription)
			.where(and(eq(pushSubscription.userId, userId), notInArray(pushSubscription.endpoint, newest)));
	});
}
