import { Hono } from "hono";
import type Stripe from "stripe";
import type { BillingMode } from "#config/billing-mode.ts";
import type { StripeConfig } from "#config/env.server.ts";
import { changeTestSubscription, type TestSubscriptionChange } from "#core/billing/change-test-subscription.ts";
import { checkoutSchema, portalSchema, testCheckoutSchema } from "#core/billing/checkout.schema.ts";
import { completeTestCheckout } from "#core/billing/complete-test-checkout.ts";
import { getBillingStatus } from "#core/billing/get-billing-status.ts";
import { startCheckout } from "#core/billing/start-checkout.ts";
import { startPortal } from "#core/billing/start-portal.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { apiError } from "../api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { parseJsonBody } from "../parse-json-body.ts";
import { preferredLocale, translateForRequest } from "../request-locale.ts";

type Options = {
	db: Db;
	baseUrl: string;
	billing: { stripe: Stripe; config: StripeConfig } | undefined;
	mode: Exclude<BillingMode, "off">;
};

/**
 * The signed-in user's billing: start a checkout, open the billing portal, see the plan, and, in test mode only
 * (BILLING_MODE=test), complete a checkout without paying and cancel or resume the test subscription. Test mode's routes
 * do not exist with Stripe (404).
 * Test mode can also end a cancelled subscription's period at once, as Stripe does when the period runs out.
 */
export function billingRoutes({ db, baseUrl, billing, mode }: Options) {
	const isTestMode = mode === "test";
	return new Hono<AppEnv>()
		.post("/billing/checkout", async (c) => {
			const { interval, locale } = await parseJsonBody(c, checkoutSchema);
			const { user } = c.get("session");
			const url = await startCheckout({
				db,
				user: { id: user.id, email: user.isAnonymous ? null : user.email, isAnonymous: Boolean(user.isAnonymous) },
				interval,
				locale: locale ?? preferredLocale(c),
				baseUrl,
				billing,
			});
			return c.json({ url });
		})
		.post("/billing/test/complete", async (c) => {
			if (!isTestMode) return apiError(c, 404, "not_found", translateForRequest(c, "errors.notFound"));
			const { interval } = await parseJsonBody(c, testCheckoutSchema);
			const { user } = c.get("session");
			// Worded by the error handler, which knows whether linking Google is offered here.
			if (user.isAnonymous) throw new DomainError("account_required");
			await completeTestCheckout({ db, userId: user.id, interval });
			return c.json({ plan: "pro" });
		})
		.post("/billing/portal", async (c) => {
			const { locale } = await parseJsonBody(c, portalSchema);
			const url = await startPortal({
				db,
				userId: c.get("session").user.id,
				locale: locale ?? preferredLocale(c),
				baseUrl,
				stripe: billing?.stripe,
			});
			return c.json({ url });
		})
		.post("/billing/test/:change{cancel|resume|end-period}", async (c) => {
			if (!isTestMode) return apiError(c, 404, "not_found", translateForRequest(c, "errors.notFound"));
			const userId = c.get("session").user.id;
			const change = c.req.param("change") as TestSubscriptionChange;
			await changeTestSubscription({ db, userId, change });
			return c.json(await getBillingStatus({ db, userId, isTestMode }));
		})
		.get("/billing/status", async (c) =>
			c.json(await getBillingStatus({ db, userId: c.get("session").user.id, isTestMode })),
		);
}
