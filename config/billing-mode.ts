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
 * would otherwise give Pro away. A `warning` is for the operator to read in the log: the mode stands.
 */
export function resolveBillingMode(
	choice: BillingChoice,
): { mode: BillingMode; warning?: string } | { problem: string } {
	const { requested, isTestModeRequested, hasStripeKeys, isProduction, baseUrl } = choice;
	if (requested === "stripe" && !hasStripeKeys) {
		return { problem: "BILLING_MODE=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET" };
	}
	if (requested) return { mode: requested };
	if (hasStripeKeys) return { mode: "stripe" };
	// The deprecated switch may be a leftover from trying the app out, and on a public server it gives Pro to anyone:
	// worth more than the ready line's mention. BILLING_MODE=test says it on purpose, and is not warned about.
	if (isTestModeRequested && !isLoopbackUrl(baseUrl)) {
		return {
			mode: "test",
			warning:
				`BILLING_TEST_MODE=1 (deprecated) puts ${baseUrl} in billing test mode: anyone who reaches it can have Pro ` +
				"without paying. Set BILLING_MODE=test if that is meant, or Stripe's keys to take payments",
		};
	}
	if (isTestModeRequested || !isProduction || isLoopbackUrl(baseUrl)) return { mode: "test" };
	return {
		problem:
			`Billing is not configured for ${baseUrl}: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, ` +
			"or BILLING_MODE=off (no plans, every user has every feature), " +
			"or BILLING_MODE=test (anyone can subscribe to Pro without paying)",
	};
}
