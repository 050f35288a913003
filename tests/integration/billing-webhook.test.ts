import { randomBytes, randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { planOf } from "#core/plans/plan.ts";
import { stripeEvent, subscription } from "#db/schema/billing.ts";
import { changeLog } from "#db/schema/tasks.ts";
import { test as base, describeEachDatabase } from "#tests/setup/fixtures.ts";
import { stripeEventOf } from "#tests/setup/stripe-peer.ts";
import type { TestApp } from "#tests/setup/test-app.ts";

type Delivery = { received: boolean; outcome: string };
type StripeEvent = ReturnType<typeof stripeEventOf>;

const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString("base64url")}`;
const WEBHOOK_PATH = "/api/v1/billing/webhook";
const DAY_MS = 24 * 60 * 60 * 1000;
// Only signs test deliveries; it never calls an API.
const signer = new Stripe("sk_test_signing_only");

type DeliveryOptions = { secret?: string; timestamp?: number };

/** Posts an event the way Stripe does: server to server, no cookie or Origin, signed over the exact body. */
function deliverTo(app: TestApp, event: StripeEvent, { secret = WEBHOOK_SECRET, timestamp }: DeliveryOptions = {}) {
	const payload = JSON.stringify(event, null, 2);
	const signature = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
	return app.request(WEBHOOK_PATH, {
		method: "POST",
		headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
		body: payload,
	});
}

async function outcomeOf(response: Response | Promise<Response>) {
	const answered = await response;
	expect(answered.status).toBe(200);
	return ((await answered.json()) as Delivery).outcome;
}

/** Billing as these tests drive and read it: customers and Stripe's deliveries in, the recorded plan out. */
const test = base.extend("billing", ({ app, db, newUser, stripePeer }) => {
	const deliver = (event: StripeEvent, options?: DeliveryOptions) => deliverTo(app, event, options);
	const newCustomer = async () => {
		const client = await newUser();
		return { client, userId: client.userId, customer: `cus_${randomBytes(8).toString("hex")}` };
	};
	/** A customer whose subscription Stripe has just created, and the event Stripe sends about it (not delivered). */
	const newSubscription = async () => {
		const user = await newCustomer();
		const sub = stripePeer.putSubscription({ customer: user.customer, metadata: { userId: user.userId } });
		const event = stripeEventOf("customer.subscription.created", stripePeer.subscriptionJson(sub.id));
		return { ...user, sub, event };
	};
	return {
		deliver,
		newCustomer,
		newSubscription,
		/** A subscribed user, as after a completed checkout. */
		subscribedUser: async () => {
			const { event, ...user } = await newSubscription();
			expect(await outcomeOf(deliver(event))).toBe("applied");
			return user;
		},
		/** The plan the user has now, as every gate sees it. */
		plan: (userId: string) => planOf(db, userId),
		planRow: async (userId: string) => {
			const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
			return row;
		},
		subscriptionChanges: async (userId: string) => {
			const [row] = await db
				.select({ total: count() })
				.from(changeLog)
				.where(and(eq(changeLog.userId, userId), eq(changeLog.entity, "subscription")));
			return row?.total ?? 0;
		},
		isRecorded: async (eventId: string) =>
			(await db.select().from(stripeEvent).where(eq(stripeEvent.id, eventId))).length === 1,
	};
});
test.override("appEnv", ({ stripePeer }) => ({
	FREE_TASKS_PER_QUADRANT: "2",
	STRIPE_SECRET_KEY: stripePeer.secretKey,
	STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
	STRIPE_API_URL: stripePeer.url,
}));

describeEachDatabase("Stripe webhook", () => {
	test("makes the user Pro when checkout completes, from the subscription as Stripe has it", async ({
		stripePeer,
		billing,
	}) => {
		const { client, userId, customer } = await billing.newCustomer();
		const sub = stripePeer.putSubscription({ customer, metadata: { userId } });
		const session = stripePeer.putCheckoutSession({ customer, subscription: sub.id, clientReferenceId: userId });
		expect(await billing.plan(userId)).toBe("free");

		const event = stripeEventOf("checkout.session.completed", stripePeer.checkoutSessionJson(session.id));
		const response = await billing.deliver(event);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ received: true, outcome: "applied" });
		expect(stripePeer.requests).toEqual(
			expect.arrayContaining([`GET /v1/checkout/sessions/${session.id}`, `GET /v1/subscriptions/${sub.id}`]),
		);
		expect(await billing.planRow(userId)).toMatchObject({
			plan: "pro",
			status: "active",
			stripeCustomerId: customer,
			stripeSubscriptionId: sub.id,
			currentPeriodEnd: new Date(sub.currentPeriodEnd * 1000),
			cancelAtPeriodEnd: false,
			pastDueSince: null,
		});
		expect(await billing.plan(userId)).toBe("pro");
		expect(await billing.subscriptionChanges(userId)).toBe(1);
		expect(await billing.isRecorded(event.id)).toBe(true);
		// The server's gate agrees: past the Free limit of 2 tasks in a quadrant.
		for (const title of ["One", "Two", "Three"]) {
			const added = await client.post("/api/v1/tasks", { id: randomUUID(), title, quadrant: "urgent-important" });
			expect(added.status).toBe(201);
		}
	});

	test("finds the user by the checkout's client_reference_id, later by the customer it linked", async ({
		stripePeer,
		billing,
	}) => {
		const { userId, customer } = await billing.newCustomer();
		const first = stripePeer.putSubscription({ customer });
		const session = stripePeer.putCheckoutSession({ customer, subscription: first.id, clientReferenceId: userId });
		const completed = stripeEventOf("checkout.session.completed", stripePeer.checkoutSessionJson(session.id));
		expect(await outcomeOf(billing.deliver(completed))).toBe("applied");
		stripePeer.updateSubscription(first.id, { status: "canceled" });
		const lateEnd = stripeEventOf("customer.subscription.deleted", stripePeer.subscriptionJson(first.id));
		expect(await outcomeOf(billing.deliver(lateEnd))).toBe("applied");
		expect(await billing.plan(userId)).toBe("free");

		// The same customer subscribes again; this subscription carries no user id, the customer leads to the user.
		const second = stripePeer.putSubscription({ customer });
		const created = stripeEventOf("customer.subscription.created", stripePeer.subscriptionJson(second.id));
		expect(await outcomeOf(billing.deliver(created))).toBe("applied");
		expect(await billing.planRow(userId)).toMatchObject({ status: "active", stripeSubscriptionId: second.id });
		// A late event about the first, ended subscription does not replace the one the user has now.
		const stale = stripeEventOf("customer.subscription.updated", stripePeer.subscriptionJson(first.id));
		expect(await outcomeOf(billing.deliver(stale))).toBe("unchanged");
		expect(await billing.planRow(userId)).toMatchObject({ status: "active", stripeSubscriptionId: second.id });
		expect(await billing.plan(userId)).toBe("pro");
	});

	test("refuses a bad or missing signature with 400 and changes nothing", async ({ app, stripePeer, billing }) => {
		const { userId, event } = await billing.newSubscription();
		const requestsBefore = stripePeer.requests.length;

		const wrongSecret = await billing.deliver(event, { secret: "whsec_not_the_endpoint_secret" });
		expect(wrongSecret.status).toBe(400);
		expect(await wrongSecret.json()).toEqual({
			error: { code: "invalid_signature", message: "The request signature could not be verified.", fields: {} },
		});
		const payload = JSON.stringify(event);
		const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
		const tampered = await app.request(WEBHOOK_PATH, {
			method: "POST",
			headers: { "content-type": "application/json", "stripe-signature": signature },
			body: payload.replace('"active"', '"trialing"'),
		});
		expect(tampered.status).toBe(400);
		const unsigned = await app.request(WEBHOOK_PATH, {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: payload,
		});
		expect(unsigned.status).toBe(400);
		expect(((await unsigned.json()) as ApiErrorBody).error.code).toBe("invalid_signature");

		expect(stripePeer.requests.length).toBe(requestsBefore);
		expect(await billing.planRow(userId)).toBeUndefined();
		expect(await billing.isRecorded(event.id)).toBe(false);
	});

	test("refuses a signature older than the 300 s tolerance (a replay) with 400", async ({ billing }) => {
		const { userId, event } = await billing.newSubscription();
		const stale = await billing.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
		expect(stale.status).toBe(400);
		expect(((await stale.json()) as ApiErrorBody).error.code).toBe("invalid_signature");
		expect(await billing.planRow(userId)).toBeUndefined();
		// Within the tolerance the same event is accepted.
		const recent = await billing.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 240 });
		expect(await outcomeOf(recent)).toBe("applied");
	});

	test("acts on an event id once: a redelivery is acknowledged and does nothing", async ({ stripePeer, billing }) => {
		const { userId, sub } = await billing.subscribedUser();
		stripePeer.updateSubscription(sub.id, { cancelAtPeriodEnd: true });
		const event = stripeEventOf("customer.subscription.updated", stripePeer.subscriptionJson(sub.id));
		expect(await outcomeOf(billing.deliver(event))).toBe("applied");
		expect(await billing.subscriptionChanges(userId)).toBe(2);

		// Stripe's state moves on; a redelivery of the same event must neither read it nor record it.
		stripePeer.updateSubscription(sub.id, { cancelAtPeriodEnd: false });
		const requestsBefore = stripePeer.requests.length;
		expect(await outcomeOf(billing.deliver(event))).toBe("duplicate");
		expect(stripePeer.requests.length).toBe(requestsBefore);
		expect(await billing.planRow(userId)).toMatchObject({ cancelAtPeriodEnd: true });
		expect(await billing.subscriptionChanges(userId)).toBe(2);

		// Simultaneous redeliveries: one acts, the others are duplicates.
		const again = stripeEventOf("customer.subscription.updated", stripePeer.subscriptionJson(sub.id));
		const outcomes = await Promise.all([1, 2, 3].map(() => outcomeOf(billing.deliver(again))));
		expect(outcomes.filter((outcome) => outcome === "applied")).toHaveLength(1);
		expect(outcomes.filter((outcome) => outcome === "duplicate")).toHaveLength(2);
		expect(await billing.planRow(userId)).toMatchObject({ cancelAtPeriodEnd: false });
		expect(await billing.subscriptionChanges(userId)).toBe(3);
	});

	test("cannot move the plan backwards with an event delivered out of order", async ({ stripePeer, billing }) => {
		const { userId, sub } = await billing.subscribedUser();
		const activeSnapshot = stripePeer.subscriptionJson(sub.id);
		const staleUpdate = stripeEventOf("customer.subscription.updated", activeSnapshot);

		stripePeer.updateSubscription(sub.id, { status: "canceled" });
		const deleted = stripeEventOf("customer.subscription.deleted", stripePeer.subscriptionJson(sub.id));
		expect(await outcomeOf(billing.deliver(deleted))).toBe("applied");
		expect(await billing.plan(userId)).toBe("free");

		// The "updated: active" event happened first but arrives last: Stripe's current state still says canceled.
		expect(staleUpdate.data.object).toMatchObject({ status: "active" });
		expect(await outcomeOf(billing.deliver(staleUpdate))).toBe("unchanged");
		expect(await billing.planRow(userId)).toMatchObject({ status: "canceled" });
		expect(await billing.plan(userId)).toBe("free");
	});

	test("keeps a subscription that cancels at period end Pro until Stripe ends it", async ({ stripePeer, billing }) => {
		const { userId, sub } = await billing.subscribedUser();
		stripePeer.updateSubscription(sub.id, { cancelAtPeriodEnd: true });
		const scheduled = stripeEventOf("customer.subscription.updated", stripePeer.subscriptionJson(sub.id));
		expect(await outcomeOf(billing.deliver(scheduled))).toBe("applied");
		expect(await billing.planRow(userId)).toMatchObject({
			status: "active",
			cancelAtPeriodEnd: true,
			currentPeriodEnd: new Date(sub.currentPeriodEnd * 1000),
		});
		expect(await billing.plan(userId)).toBe("pro");

		// At the period's end Stripe cancels it and sends customer.subscription.deleted.
		stripePeer.updateSubscription(sub.id, { status: "canceled" });
		const ended = stripeEventOf("customer.subscription.deleted", stripePeer.subscriptionJson(sub.id));
		expect(await outcomeOf(billing.deliver(ended))).toBe("applied");
		expect(await billing.plan(userId)).toBe("free");
	});

	test("ends the plan when Stripe no longer knows a deleted subscription", async ({ stripePeer, billing }) => {
		const { userId, sub } = await billing.subscribedUser();
		const snapshot = { ...stripePeer.subscriptionJson(sub.id), status: "canceled" };
		stripePeer.removeSubscription(sub.id);
		expect(await outcomeOf(billing.deliver(stripeEventOf("customer.subscription.deleted", snapshot)))).toBe("applied");
		expect(await billing.planRow(userId)).toMatchObject({ status: "canceled", stripeSubscriptionId: sub.id });
		expect(await billing.plan(userId)).toBe("free");
	});

	test("keeps Pro in grace while a payment fails, and clears past_due_since when it is paid", async ({
		db,
		stripePeer,
		billing,
	}) => {
		const { userId, customer, sub } = await billing.subscribedUser();
		const invoice = stripePeer.putInvoice({ customer, subscription: sub.id, status: "open" });
		stripePeer.updateSubscription(sub.id, { status: "past_due" });
		const failed = stripeEventOf("invoice.payment_failed", stripePeer.invoiceJson(invoice.id));
		expect(await outcomeOf(billing.deliver(failed))).toBe("applied");
		expect(stripePeer.requests).toContain(`GET /v1/invoices/${invoice.id}`);
		const pastDue = await billing.planRow(userId);
		expect(pastDue).toMatchObject({ status: "past_due" });
		expect(Date.now() - (pastDue?.pastDueSince?.getTime() ?? 0)).toBeLessThan(60_000);
		expect(await billing.plan(userId)).toBe("pro");

		// Stripe retries the payment and fails again: the grace period still counts from the first failure.
		const failedAgain = stripeEventOf("invoice.payment_failed", stripePeer.invoiceJson(invoice.id));
		expect(await outcomeOf(billing.deliver(failedAgain))).toBe("unchanged");
		expect((await billing.planRow(userId))?.pastDueSince).toEqual(pastDue?.pastDueSince);
		// Past the 7 days of grace the same row means Free.
		const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS);
		await db.update(subscription).set({ pastDueSince: eightDaysAgo }).where(eq(subscription.userId, userId));
		expect(await billing.plan(userId)).toBe("free");

		stripePeer.updateSubscription(sub.id, { status: "active" });
		stripePeer.putInvoice({ ...invoice, status: "paid" });
		const paid = stripeEventOf("invoice.paid", stripePeer.invoiceJson(invoice.id));
		expect(await outcomeOf(billing.deliver(paid))).toBe("applied");
		expect(await billing.planRow(userId)).toMatchObject({ status: "active", pastDueSince: null });
		expect(await billing.plan(userId)).toBe("pro");
	});

	test("answers 500 when Stripe fails, records nothing, and acts on Stripe's redelivery", async ({
		stripePeer,
		billing,
	}) => {
		const { userId, event } = await billing.newSubscription();
		stripePeer.failNext(1);
		const failed = await billing.deliver(event);
		expect(failed.status).toBe(500);
		expect(((await failed.json()) as ApiErrorBody).error.code).toBe("internal");
		expect(await billing.isRecorded(event.id)).toBe(false);
		expect(await billing.planRow(userId)).toBeUndefined();

		expect(await outcomeOf(billing.deliver(event))).toBe("applied");
		expect(await billing.isRecorded(event.id)).toBe(true);
		expect(await billing.plan(userId)).toBe("pro");
	});

	test("acknowledges event types it does not act on without calling Stripe", async ({ stripePeer, billing }) => {
		const requestsBefore = stripePeer.requests.length;
		const event = stripeEventOf("customer.created", { id: "cus_unrelated", object: "customer" });
		expect(await outcomeOf(billing.deliver(event))).toBe("ignored");
		expect(stripePeer.requests.length).toBe(requestsBefore);
	});

	test("does not exist while billing is not configured", async ({ appWith }) => {
		const unconfigured = appWith();
		const event = stripeEventOf("customer.created", { id: "cus_unrelated", object: "customer" });
		const payload = JSON.stringify(event);
		const response = await unconfigured.request(WEBHOOK_PATH, {
			method: "POST",
			headers: {
				"content-type": "application/json",
				"stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
			},
			body: payload,
		});
		expect(response.status).toBe(404);
		expect(((await response.json()) as ApiErrorBody).error.code).toBe("not_found");
	});
});
