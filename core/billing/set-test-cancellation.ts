import { eq } from "drizzle-orm";
import { DomainError } from "#core/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";
import { applySubscription } from "./apply-subscription.ts";

type Options = { db: Db; userId: string; cancelAtPeriodEnd: boolean; now?: Date };

/**
 * Test mode's stand-in for cancelling or resuming in Stripe's portal: the subscription's facts with
 * cancel_at_period_end changed, applied by the same state machine as Stripe's webhooks. Only a test subscription
 * (made by the test checkout) can be changed this way; without one there is nothing to change (404).
 */
export async function setTestCancellation({ db, userId, cancelAtPeriodEnd, now = new Date() }: Options) {
	return db.transaction(async (tx) => {
		const [row] = await tx.select().from(subscription).where(eq(subscription.userId, userId));
		if (!row?.stripeSubscriptionId?.startsWith("sub_test_")) throw new DomainError("not_found", 404);
		const facts = {
			id: row.stripeSubscriptionId,
			customerId: row.stripeCustomerId,
			metadataUserId: userId,
			status: row.status,
			currentPeriodEnd: row.currentPeriodEnd,
			cancelAtPeriodEnd,
		};
		await applySubscription({ tx, facts, userIdHint: userId, syncedAt: now });
	});
}
