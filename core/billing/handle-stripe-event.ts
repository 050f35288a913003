import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "#db/client.server.ts";
import { stripeEvent, subscription } from "#db/schema/billing.ts";
import { applySubscription, type SubscriptionFacts } from "./apply-subscription.ts";
import { isStripeError } from "./stripe-error.ts";
import type { StripeEvent } from "./stripe-event.schema.ts";

const HANDLED_EVENT_TYPES: ReadonlySet<string> = new Set([
	"checkout.session.completed",
	"customer.subscription.created",
	"customer.subscription.updated",
	"customer.subscription.deleted",
	"invoice.paid",
	"invoice.payment_failed",
]);

const KNOWN_STATUSES: ReadonlySet<string> = new Set(subscription.status.enumValues);

type Options = { db: Db; stripe: Stripe; event: StripeEvent };

/**
 * - `applied`: the user's plan row changed; `unchanged`: it already said what Stripe says;
 * - `ignored`: nothing to act on (another event type, an invoice without a subscription, no user of this app);
 * - `duplicate`: this event id was acted on before.
 */
type Outcome = "applied" | "unchanged" | "ignored" | "duplicate";

/**
 * Acts on a verified Stripe event at most once. The event only says which subscription to look at: its state is
 * retrieved from Stripe now, so an event delivered late or out of order cannot move the plan backwards. The event id
 * is recorded in the transaction that applies it; a failure records nothing, so Stripe's redelivery is acted on.
 */
export async function handleStripeEvent({ db, stripe, event }: Options): Promise<{ outcome: Outcome }> {
	if (!HANDLED_EVENT_TYPES.has(event.type)) return { outcome: "ignored" };
	if (await isRecorded(db, event.id)) return { outcome: "duplicate" };
	// Stripe is called before the transaction, so no database connection waits on the network.
	const current = await currentSubscription(stripe, event);
	const syncedAt = new Date();
	return db.transaction(async (tx) => {
		const [recorded] = await tx
			.insert(stripeEvent)
			.values({ id: event.id, type: event.type, receivedAt: syncedAt })
			.onConflictDoNothing({ target: stripeEvent.id })
			.returning({ id: stripeEvent.id });
		// Another delivery of the same event got here first (PostgreSQL waits for it to commit before answering).
		if (!recorded) return { outcome: "duplicate" };
		if (!current) return { outcome: "ignored" };
		const result = await applySubscription({ tx, ...current, syncedAt });
		if (!result) return { outcome: "ignored" };
		return { outcome: result.isChanged ? "applied" : "unchanged" };
	});
}

async function isRecorded(db: Db, eventId: string): Promise<boolean> {
	const [found] = await db.select({ id: stripeEvent.id }).from(stripeEvent).where(eq(stripeEvent.id, eventId));
	return found !== undefined;
}

type Current = { facts: SubscriptionFacts; userIdHint?: string | null };

async function currentSubscription(stripe: Stripe, event: StripeEvent): Promise<Current | undefined> {
	const objectId = event.data.object.id;
	if (event.type === "checkout.session.completed") {
		const session = await stripe.checkout.sessions.retrieve(objectId);
		const subscriptionId = idOf(session.subscription);
		if (session.mode !== "subscription" || !subscriptionId) return undefined;
		const found = await retrieveSubscription(stripe, subscriptionId);
		return found && { facts: factsOf(found), userIdHint: session.client_reference_id ?? session.metadata?.userId };
	}
	if (event.type.startsWith("invoice.")) {
		const invoice = await stripe.invoices.retrieve(objectId);
		const subscriptionId = subscriptionIdOfInvoice(invoice);
		if (!subscriptionId) return undefined;
		const found = await retrieveSubscription(stripe, subscriptionId);
		return found && { facts: factsOf(found) };
	}
	const found = await retrieveSubscription(stripe, objectId);
	if (found) return { facts: factsOf(found) };
	// Stripe no longer knows the subscription (deleted test data, say): whatever it was, it has ended.
	const { customer, metadata } = event.data.object;
	return {
		facts: {
			id: objectId,
			customerId: idOf(customer) ?? null,
			metadataUserId: metadata?.userId ?? null,
			status: "canceled",
			currentPeriodEnd: null,
			cancelAtPeriodEnd: false,
		},
	};
}

async function retrieveSubscription(stripe: Stripe, id: string): Promise<Stripe.Subscription | undefined> {
	try {
		return await stripe.subscriptions.retrieve(id);
	} catch (error) {
		if (isStripeError(error, "StripeInvalidRequestError") && error.statusCode === 404) return undefined;
		throw error;
	}
}

function factsOf(found: Stripe.Subscription): SubscriptionFacts {
	const { status } = found;
	// A status this code does not know yet fails the delivery loudly; Stripe redelivers once the code knows it.
	if (!isKnownStatus(status)) throw new Error(`Stripe subscription ${found.id} has an unknown status "${status}"`);
	return {
		id: found.id,
		customerId: idOf(found.customer) ?? null,
		metadataUserId: found.metadata?.userId ?? null,
		status,
		currentPeriodEnd: periodEndOf(found),
		cancelAtPeriodEnd: found.cancel_at_period_end,
	};
}

function isKnownStatus(status: string): status is SubscriptionFacts["status"] {
	return KNOWN_STATUSES.has(status);
}

/** Since API version 2025-03-31 each subscription item has its own period; before, the subscription had one. */
function periodEndOf(found: Stripe.Subscription): Date | null {
	const itemEnds = (found.items?.data ?? []).map((item) => item.current_period_end).filter(Number.isFinite);
	const legacyEnd = (found as { current_period_end?: number | null }).current_period_end;
	const end = itemEnds.length > 0 ? Math.max(...itemEnds) : legacyEnd;
	return typeof end === "number" ? new Date(end * 1000) : null;
}

/** Since API version 2025-03-31 an invoice names its subscription under `parent`; before, directly. */
function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | undefined {
	const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
	return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

function idOf(reference: string | { id: string } | null | undefined): string | undefined {
	if (!reference) return undefined;
	return typeof reference === "string" ? reference : reference.id;
}
