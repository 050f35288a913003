import { describe, expect } from "vitest";
import { parseConfig } from "#config/env.server.ts";
import { createStripeClient } from "#core/billing/create-stripe-client.server.ts";
import { resolvePlanPrices } from "#core/billing/resolve-plan-prices.ts";
import { test } from "#tests/setup/fixtures.ts";
import type { StripePeer } from "#tests/setup/stripe-peer.ts";

// The pricing page states Stripe's own amounts when Stripe is configured: read here through the real SDK from a
// Stripe-shaped peer on loopback.
describe("Pro's prices", () => {
	const configured = (peer: StripePeer, prices: Record<string, string>) => {
		const config = parseConfig({
			NODE_ENV: "test",
			STRIPE_SECRET_KEY: peer.secretKey,
			STRIPE_WEBHOOK_SECRET: "whsec_test",
			STRIPE_API_URL: peer.url,
			...prices,
		});
		if (!config.stripe) throw new Error("Stripe should be configured");
		return { billing: { stripe: createStripeClient(config.stripe), config: config.stripe }, config };
	};

	test("are the configured display prices without Stripe: US$3 a month and US$24 a year unless set", async () => {
		const defaults = parseConfig({ NODE_ENV: "test" });
		expect(await resolvePlanPrices({ billing: undefined, displayPrices: defaults.displayPrices })).toEqual({
			month: { currency: "usd", unitAmount: 300 },
			year: { currency: "usd", unitAmount: 2400 },
		});
		const euros = parseConfig({
			NODE_ENV: "test",
			DISPLAY_CURRENCY: "EUR",
			DISPLAY_PRICE_MONTHLY: "3.50",
			DISPLAY_PRICE_YEARLY: "35",
		});
		expect(await resolvePlanPrices({ billing: undefined, displayPrices: euros.displayPrices })).toEqual({
			month: { currency: "eur", unitAmount: 350 },
			year: { currency: "eur", unitAmount: 3500 },
		});
	});

	test("are the Stripe prices' own amounts when Stripe is configured", async ({ stripePeer }) => {
		const month = stripePeer.putPrice({ unitAmount: 450, currency: "eur", interval: "month" });
		const year = stripePeer.putPrice({ unitAmount: 4500, currency: "eur", interval: "year" });
		const { billing, config } = configured(stripePeer, {
			STRIPE_PRICE_MONTHLY: month.id,
			STRIPE_PRICE_YEARLY: year.id,
		});
		expect(await resolvePlanPrices({ billing, displayPrices: config.displayPrices })).toEqual({
			month: { currency: "eur", unitAmount: 450 },
			year: { currency: "eur", unitAmount: 4500 },
		});
		expect(stripePeer.requests).toContain(`GET /v1/prices/${month.id}`);
	});

	test("leave out an interval that has no price id, an archived price or one without a fixed amount", async ({
		stripePeer,
	}) => {
		const archived = stripePeer.putPrice({ unitAmount: 300, interval: "month", active: false });
		const tiered = stripePeer.putPrice({ unitAmount: null, interval: "year" });
		const onlyMonthly = configured(stripePeer, {
			STRIPE_PRICE_MONTHLY: stripePeer.putPrice({ unitAmount: 300, interval: "month" }).id,
		});
		expect(
			await resolvePlanPrices({ billing: onlyMonthly.billing, displayPrices: onlyMonthly.config.displayPrices }),
		).toEqual({ month: { currency: "usd", unitAmount: 300 }, year: null });
		const unusable = configured(stripePeer, { STRIPE_PRICE_MONTHLY: archived.id, STRIPE_PRICE_YEARLY: tiered.id });
		expect(
			await resolvePlanPrices({ billing: unusable.billing, displayPrices: unusable.config.displayPrices }),
		).toEqual({ month: null, year: null });
	});

	test("refuse to guess when Stripe does not know a configured price", async ({ stripePeer }) => {
		const { billing, config } = configured(stripePeer, { STRIPE_PRICE_MONTHLY: "price_missing" });
		await expect(resolvePlanPrices({ billing, displayPrices: config.displayPrices })).rejects.toThrow(
			/No such price: 'price_missing'/,
		);
	});
});
