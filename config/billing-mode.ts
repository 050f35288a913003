import { isLoopbackUrl } from "./loopback-url.ts";

// Billing's mode: what a deployment may do without an operator's explicit say, decided once from the environment.

/**
 * `stripe`: Stripe takes payments. `test`: an in-app checkout that charges nothing (anyone can have Pro).
 * `off`: a self-hosted instance without plans, where every user has every feature.
 */
export type BillingMode = "stripe" | "test" | "off";

type BillingChoice = {
	/** BILLING_MODE as set, undefined when unset. */
	requested: BillingMode | undefined;
	/** BILLING_TEST_MODE=1: the deprecated way to ask for `test`. */
	isTestModeRequested: boolean;
	hasStripeKeys: boolean;
	isProduction: boolean;
	baseUrl: string;
};

/**
 * The billing mode, or the one-line reason the server must not start. Unset, it is `stripe` with Stripe's keys; without
 * them `test` on a loopback BASE_URL (and outside production), and a refusal for a public production server, which
 * would otherwise give Pro away.
 */
export function resolveBillingMode(choice: BillingChoice): { mode: BillingMode } | { problem: string } {
	const { requested, isTestModeRequested, hasStripeKeys, isProduction, baseUrl } = choice;
	if (requested === "stripe" && !hasStripeKeys) {
		return { problem: "BILLING_MODE=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET" };
	}
	if (requested) return { mode: requested };
	if (hasStripeKeys) return { mode: "stripe" };
	if (isTestModeRequested || !isProduction || isLoopbackUrl(baseUrl)) return { mode: "test" };
	return {
		problem:
			`Billing is not configured for ${baseUrl}: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, ` +
			"or BILLING_MODE=off (no plans, every user has every feature), " +
			"or BILLING_MODE=test (anyone can subscribe to Pro without paying)",
	};
}
