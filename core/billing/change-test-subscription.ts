import { eq } from "drizzle-orm";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";
import { applySubscription, type SubscriptionFacts } from "./apply-subscription.ts";

/** What test mode's portal can do to a test subscription, as a user does in Stripe's portal (or time does). */
export type TestSubscriptionChange = "cancel" | "resume" | "end-period";

type Options = { db: Db; userId: string; change: TestSubscriptionChange; now?: Date };

/**
 * Test mode's stand-in for Stripe: cancelling or resuming in the portal changes cancel_at_period_end, and
 * "end-period" does what Stripe does when the period of a cancelled subscription ends (status canceled, the
 * customer.subscription.deleted event). Each applies the changed facts through the same state machine as
 * Stripe's webhooks. Only a test subscription (made by the test checkout) can be changed this way (404 otherwise),
 * an ended one cannot change any more (409), and only a subscription set to end can reach its end early (409): a
 * renewing one would renew.
 */
export async function changeTestSubscription({ db, userId, change, now = new Date() }: Options) {
	return db.transaction(async (tx) => {
		const [row] = await tx.select().from(subscription).where(eq(subscription.userId, userId));
		if (!row?.stripeSubscriptionId?.startsWith("sub_test_")) throw new DomainError("not_found");
		const facts: SubscriptionFacts = {
			id: row.stripeSubscriptionId,
			customerId: row.stripeCustomerId,
			metadataUserId: userId,
			status: row.status,
			currentPeriodEnd: row.currentPeriodEnd,
			cancelAtPeriodEnd: row.cancelAtPeriodEnd,
		};
		if (row.status === "canceled") throw new DomainError("subscription_ended");
		if (change === "end-period") {
			if (!row.cancelAtPeriodEnd) throw new DomainError("not_cancelling");
			Object.assign(facts, { status: "canceled", currentPeriodEnd: now });
		} else {
			facts.cancelAtPeriodEnd = change === "cancel";
		}
		await applySubscription({ tx, facts, userIdHint: userId, syncedAt: now });
	});
}
