import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";
import { isStripeError } from "./stripe-error.ts";

type Options = {
	db: Db;
	userId: string;
	/** Absent in billing test mode: the test subscription is only local state, removed with the account. */
	stripe: Stripe | undefined;
};

// Statuses after which Stripe will not charge again.
const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * Ends the user's Stripe subscription at once (not at the period's end), before their account goes, so nobody is
 * charged for an account that no longer exists. A subscription Stripe no longer knows counts as ended. Any other
 * failure refuses with `subscription_cancel_failed` (502), and the caller must then delete nothing.
 */
export async function cancelSubscriptionNow({ db, userId, stripe }: Options): Promise<void> {
	if (!stripe) return;
	const [row] = await db
		.select({ id: subscription.stripeSubscriptionId, status: subscription.status })
		.from(subscription)
		.where(eq(subscription.userId, userId));
	if (!row?.id || ENDED.has(row.status)) return;
	try {
		await stripe.subscriptions.cancel(row.id);
	} catch (error) {
		if (isStripeError(error, "StripeInvalidRequestError") && error.code === "resource_missing") return;
		throw new DomainError("subscription_cancel_failed", { cause: error });
	}
}
