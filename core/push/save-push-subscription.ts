import type { Db } from "#db/client.server.ts";
import { pushSubscription } from "#db/schema/settings.ts";
import type { SavePushSubscriptionInput } from "./push-subscription.schema.ts";

/** Stores this browser's subscription for the user; a browser that was subscribed for someone else moves over. */
export async function savePushSubscription({
	db,
	userId,
	input,
}: {
	db: Db;
	userId: string;
	input: SavePushSubscriptionInput;
}): Promise<void> {
	const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, locale: input.locale };
	await db
		.insert(pushSubscription)
		.values({ endpoint: input.endpoint, ...values })
		.onConflictDoUpdate({ target: pushSubscription.endpoint, set: values });
}
