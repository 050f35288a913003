import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { DEFAULT_LOCALE, type Locale } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";

type Options = {
	db: Db;
	userId: string;
	locale: Locale;
	baseUrl: string;
	/** Absent in test mode: the portal is then the app's own test page. */
	stripe: Stripe | undefined;
};

/**
 * Where the browser goes to manage the subscription (cancel, resume, card, invoices). With Stripe, a billing-portal
 * session for the user's customer that returns to the profile; a user Stripe does not know has nothing to manage (404).
 * In test mode, the in-app test portal.
 */
export async function startPortal({ db, userId, locale, baseUrl, stripe }: Options): Promise<string> {
	const prefix = locale === DEFAULT_LOCALE ? "" : `/${locale}`;
	if (!stripe) return `${prefix}/billing/test-portal`;
	const [row] = await db
		.select({ customerId: subscription.stripeCustomerId })
		.from(subscription)
		.where(eq(subscription.userId, userId));
	if (!row?.customerId) throw new DomainError("not_found");
	const session = await stripe.billingPortal.sessions.create({
		customer: row.customerId,
		return_url: `${baseUrl}${prefix}/profile`,
		locale,
	});
	return session.url;
}
