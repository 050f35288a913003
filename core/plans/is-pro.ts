// Browser-safe and dependency-free: the one rule for "is Pro", for every gate on the server and in the client.
import { PAST_DUE_GRACE_DAYS } from "#core/constants.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

type SubscriptionState = { status: string; pastDueSince: Date | null };

/**
 * Pro while Stripe reports the subscription active or trialing, and for the grace days after it became past_due
 * (Stripe is still retrying the payment). A past_due subscription with no recorded start has no grace to give.
 */
export function isPro({ status, pastDueSince }: SubscriptionState, now: Date): boolean {
	if (status === "active" || status === "trialing") return true;
	if (status === "past_due" && pastDueSince) {
		return now.getTime() < pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS;
	}
	return false;
}
