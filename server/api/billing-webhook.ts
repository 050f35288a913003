import { Hono } from "hono";
import type Stripe from "stripe";
import type { StripeConfig } from "#config/env.server.ts";
import { handleStripeEvent } from "#core/billing/handle-stripe-event.ts";
import { isStripeError } from "#core/billing/stripe-error.ts";
import { stripeEventSchema } from "#core/billing/stripe-event.schema.ts";
import { STRIPE_WEBHOOK_TOLERANCE_SECONDS } from "#core/constants.ts";
import type { Db } from "#db/client.server.ts";
import { apiError } from "../api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { translateForRequest } from "../request-locale.ts";

type Options = { db: Db; billing: { stripe: Stripe; config: StripeConfig } | undefined };

/**
 * Stripe's webhook. The signature over the raw body is checked first (a bad, missing or stale one is a 400 and
 * changes nothing); the event is then acted on at most once. Any failure answers 500, and Stripe redelivers.
 * Without billing configured the endpoint does not exist (404).
 */
export function billingWebhookRoutes({ db, billing }: Options) {
	return new Hono<AppEnv>().post("/", async (c) => {
		if (!billing) return apiError(c, 404, "not_found", translateForRequest(c, "errors.notFound"));
		const payload = await c.req.text();
		let verified: Stripe.Event;
		try {
			verified = billing.stripe.webhooks.constructEvent(
				payload,
				c.req.header("stripe-signature") ?? "",
				billing.config.webhookSecret,
				STRIPE_WEBHOOK_TOLERANCE_SECONDS,
			);
		} catch (error) {
			if (!isStripeError(error, "StripeSignatureVerificationError")) throw error;
			c.get("logger").warn({ reason: error.message }, "stripe webhook signature refused");
			return apiError(c, 400, "invalid_signature", translateForRequest(c, "errorCodes.invalid_signature"), {});
		}
		const parsed = stripeEventSchema.safeParse(verified);
		if (!parsed.success) return apiError(c, 400, "bad_request", translateForRequest(c, "errors.invalidInput"), {});
		const event = parsed.data;
		const { outcome } = await handleStripeEvent({ db, stripe: billing.stripe, event });
		c.get("logger").info({ eventId: event.id, eventType: event.type, outcome }, "stripe event");
		return c.json({ received: true, outcome });
	});
}
