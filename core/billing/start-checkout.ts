import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { StripeConfig } from "#config/env.server.ts";
import { DEFAULT_LOCALE, type Locale } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";
import type { BillingInterval } from "./checkout.schema.ts";

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
	const session = await billing.stripe.checkout.sessions.create({
		mode: "subscription",
		line_items: [{ price, quantity: 1 }],
		...customer,
		client_reference_id: user.id,
		metadata: { userId: user.id },
		subscription_data: { metadata: { userId: user.id } },
		success_url: `${baseUrl}${prefix}/billing/success`,
		cancel_url: `${baseUrl}${prefix}/pricing`,
	});
	if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
	return session.url;
}
