import { createRequire } from "node:module";
import type Stripe from "stripe";
import type { StripeConfig } from "#config/env.server.ts";

/**
 * The Stripe SDK for the configured account. The API version is the one this SDK release is typed for, so the
 * objects it returns match its types. Webhook deliveries wait on these calls, so they fail fast (Stripe redelivers).
 */
export function createStripeClient(config: StripeConfig): Stripe {
	// Required here, when billing is configured, rather than imported by every server (docs/performance.md, 2026-11-27).
	const StripeSdk = createRequire(import.meta.url)("stripe") as typeof Stripe;
	return new StripeSdk(config.secretKey, {
		maxNetworkRetries: 1,
		timeout: 10_000,
		telemetry: false,
		appInfo: { name: "Quadrant" },
		...(config.api ?? {}),
	});
}
