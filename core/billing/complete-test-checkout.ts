import { randomBytes } from "node:crypto";
import type { Db } from "#db/client.server.ts";
import { applySubscription } from "./apply-subscription.ts";
import type { BillingInterval } from "./checkout.schema.ts";

type Options = { db: Db; userId: string; interval: BillingInterval; now?: Date };

/**
 * Test mode's stand-in for a paid checkout: the facts of a fresh, active Stripe subscription, applied by the same
 * state machine as Stripe's webhooks, so everything downstream (plan gates, change events) behaves as in production.
 */
export async function completeTestCheckout({ db, userId, interval, now = new Date() }: Options) {
	const periodEnd = new Date(now);
	if (interval === "month") periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
	else periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
	const facts = {
		id: `sub_test_${randomBytes(12).toString("hex")}`,
		customerId: `cus_test_${randomBytes(12).toString("hex")}`,
		metadataUserId: userId,
		status: "active" as const,
		currentPeriodEnd: periodEnd,
		cancelAtPeriodEnd: false,
	};
	return db.transaction((tx) => applySubscription({ tx, facts, userIdHint: userId, syncedAt: now }));
}
