import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { StripeConfig } from "#config/env.server.ts";
import { isOverAttemptLimit } from "#core/auth/attempt-limit.ts";
import { DEFAULT_LOCALE, type Locale } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";
import type { BillingInterval } from "./checkout.schema.ts";

const HOUR_MS = 60 * 60 * 1000;
/** Checkouts one user may start in ten minutes: more than a person needs, few enough that a script costs little. */
const CHECKOUT_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };

type Options = {
	db: Db;
	user: { id: string; email: string | null; isAnonymous: boolean };
	interval: BillingInterval;
	locale: Locale;
	baseUrl: string;
	/** Absent in test mode: checkout is then the app's own test page. */
	billing: { stripe: Stripe; config: StripeConfig } | undefined;
};

/**
 * Where the browser goes to pay for Pro. With Stripe, a Checkout Session in subscription mode that names the user
 * three ways (client_reference_id and both metadata), so every later event finds them; in test mode, the in-app page.
 * A payment needs an account that outlives the browser: anonymous users are refused.
 * Coming back within the hour (a reload, the back button) reopens the same Checkout Session: Stripe replays the answer
 * to a request whose idempotency key it has seen. Past CHECKOUT_LIMIT's requests, the user waits a few minutes.
 */
export async function startCheckout({ db, user, interval, locale, baseUrl, billing }: Options): Promise<string> {
	if (user.isAnonymous) throw new DomainError("account_required");
	const prefix = locale === DEFAULT_LOCALE ? "" : `/${locale}`;
	if (!billing) return `${prefix}/billing/test-checkout?interval=${interval}`;
	const price = interval === "month" ? billing.config.prices.monthly : billing.config.prices.yearly;
	if (!price) throw new DomainError("price_unavailable");
	const [existing] = await db
		.select({ customerId: subscription.stripeCustomerId })
		.from(subscription)
		.where(eq(subscription.userId, user.id));
	const customer = existing?.customerId
		? { customer: existing.customerId }
		: user.email
			? { customer_email: user.email }
			: {};
	if (await isOverAttemptLimit({ db, key: `checkout:${user.id}`, ...CHECKOUT_LIMIT })) {
		throw new DomainError("too_many_attempts");
	}
	const hour = Math.floor(Date.now() / HOUR_MS);
	const buyer = "customer" in customer ? customer.customer : (customer.customer_email ?? "");
	const session = await billing.stripe.checkout.sessions.create(
		{
			mode: "subscription",
			line_items: [{ price, quantity: 1 }],
			...customer,
			client_reference_id: user.id,
			metadata: { userId: user.id },
			subscription_data: { metadata: { userId: user.id } },
			// Stripe's page speaks the language of the page the user came from (all seven are Stripe locales).
			locale,
			success_url: `${baseUrl}${prefix}/billing/success`,
			cancel_url: `${baseUrl}${prefix}/pricing`,
		},
		// Everything the parameters depend on, so that a key is never reused with other parameters (Stripe refuses that).
		{ idempotencyKey: `checkout:${user.id}:${buyer}:${price}:${locale}:${hour}` },
	);
	if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
	return session.url;
}
