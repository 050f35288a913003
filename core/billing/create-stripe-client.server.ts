import Stripe from "stripe";
import type { StripeConfig } from "#config/env.server.ts";

/**
 * The Stripe SDK for the configured account. The API version is the one this SDK release is typed for, so the
 * objects it returns match its types. Webhook deliveries wait on these calls, so they fail fast (Stripe redelivers).
 */
export function createStripeClient(config: StripeConfig): Stripe {
	return new Stripe(config.secretKey, {
		maxNetworkRetries: 1,
		timeout: 10_000,
		telemetry: false,
		appInfo: { name: "Quadrant" },
		...(config.api ?? {}),
	});
}
