import { randomBytes, randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planOf } from "#core/plans/plan.ts";
import { stripeEvent, subscription } from "#db/schema/billing.ts";
import { changeLog } from "#db/schema/tasks.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { type StripePeer, startStripePeer, stripeEventOf } from "#tests/setup/stripe-peer.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Delivery = { received: boolean; outcome: string };

const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString("base64url")}`;
const WEBHOOK_PATH = "/api/v1/billing/webhook";
const DAY_MS = 24 * 60 * 60 * 1000;
// Only signs test deliveries; it never calls an API.
const signer = new Stripe("sk_test_signing_only");

describe.each(databaseKinds())("Stripe webhook on %s", (kind) => {
	let testDb: TestDatabase;
	let peer: StripePeer;
	let app: ReturnType<typeof createTestApp>;
	beforeAll(async () => {
		[testDb, peer] = await Promise.all([createTestDatabase(kind), startStripePeer()]);
		app = createTestApp(testDb.database, {
			FREE_TASKS_PER_QUADRANT: "2",
			AUTH_RATE_LIMIT_PER_MINUTE: "1000",
			STRIPE_SECRET_KEY: peer.secretKey,
			STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
			STRIPE_API_URL: peer.url,
		});
	});
	afterAll(async () => {
		await Promise.all([testDb?.dispose(), peer?.close()]);
	});

	const db = () => testDb.database.db;
	const newUser = async () => {
		const client = apiClient(app);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		const { id } = await client.json<{ id: string }>(client.get("/api/v1/me"));
		return { client, userId: id, customer: `cus_${randomBytes(8).toString("hex")}` };
	};
	/** Posts an event the way Stripe does: server to server, no cookie or Origin, signed over the exact body. */
	const deliver = (
		event: ReturnType<typeof stripeEventOf>,
		{ secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
	) => {
		const payload = JSON.stringify(event, null, 2);
		const signature = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
		return app.request(WEBHOOK_PATH, {
			method: "POST",
			headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
			body: payload,
		});
	};
	const outcomeOf = async (response: Response | Promise<Response>) => {
		const answered = await response;
		expect(answered.status).toBe(200);
		return ((await answered.json()) as Delivery).outcome;
	};
	const planRow = async (userId: string) => {
		const [row] = await db().select().from(subscription).where(eq(subscription.userId, userId));
		return row;
	};
	const subscriptionChanges = async (userId: string) => {
		const [row] = await db()
			.select({ total: count() })
			.from(changeLog)
			.where(and(eq(changeLog.userId, userId), eq(changeLog.entity, "subscription")));
		return row?.total ?? 0;
	};
	const isRecorded = async (eventId: string) =>
		(await db().select().from(stripeEvent).where(eq(stripeEvent.id, eventId))).length === 1;
	/** A subscribed user, as after a completed checkout. */
	const subscribedUser = async () => {
		const user = await newUser();
		const sub = peer.putSubscription({ customer: user.customer, metadata: { userId: user.userId } });
		const event = stripeEventOf("customer.subscription.created", peer.subscriptionJson(sub.id));
		expect(await outcomeOf(deliver(event))).toBe("applied");
		return { ...user, sub };
	};

	it("makes the user Pro when checkout completes, from the subscription as Stripe has it", async () => {
		const { client, userId, customer } = await newUser();
		const sub = peer.putSubscription({ customer, metadata: { userId } });
		const session = peer.putCheckoutSession({ customer, subscription: sub.id, clientReferenceId: userId });
		expect(await planOf(db(), userId)).toBe("free");

		const event = stripeEventOf("checkout.session.completed", peer.checkoutSessionJson(session.id));
		const response = await deliver(event);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ received: true, outcome: "applied" });
		expect(peer.requests).toEqual(
			expect.arrayContaining([`GET /v1/checkout/sessions/${session.id}`, `GET /v1/subscriptions/${sub.id}`]),
		);
		expect(await planRow(userId)).toMatchObject({
			plan: "pro",
			status: "active",
			stripeCustomerId: customer,
			stripeSubscriptionId: sub.id,
			currentPeriodEnd: new Date(sub.currentPeriodEnd * 1000),
			cancelAtPeriodEnd: false,
			pastDueSince: null,
		});
		expect(await planOf(db(), userId)).toBe("pro");
		expect(await subscriptionChanges(userId)).toBe(1);
		expect(await isRecorded(event.id)).toBe(true);
		// The server's gate agrees: past the Free limit of 2 tasks in a quadrant.
		for (const title of ["One", "Two", "Three"]) {
			const added = await client.post("/api/v1/tasks", { id: randomUUID(), title, quadrant: "urgent-important" });
			expect(added.status).toBe(201);
		}
	});

	it("finds the user by the checkout's client_reference_id, later by the customer it linked", async () => {
		const { userId, customer } = await newUser();
		const first = peer.putSubscription({ customer });
		const session = peer.putCheckoutSession({ customer, subscription: first.id, clientReferenceId: userId });
		const completed = stripeEventOf("checkout.session.completed", peer.checkoutSessionJson(session.id));
		expect(await outcomeOf(deliver(completed))).toBe("applied");
		peer.updateSubscription(first.id, { status: "canceled" });
		const lateEnd = stripeEventOf("customer.subscription.deleted", peer.subscriptionJson(first.id));
		expect(await outcomeOf(deliver(lateEnd))).toBe("applied");
		expect(await planOf(db(), userId)).toBe("free");

		// The same customer subscribes again; this subscription carries no user id, the customer leads to the user.
		const second = peer.putSubscription({ customer });
		const created = stripeEventOf("customer.subscription.created", peer.subscriptionJson(second.id));
		expect(await outcomeOf(deliver(created))).toBe("applied");
		expect(await planRow(userId)).toMatchObject({ status: "active", stripeSubscriptionId: second.id });
		// A late event about the first, ended subscription does not replace the one the user has now.
		const stale = stripeEventOf("customer.subscription.updated", peer.subscriptionJson(first.id));
		expect(await outcomeOf(deliver(stale))).toBe("unchanged");
		expect(await planRow(userId)).toMatchObject({ status: "active", stripeSubscriptionId: second.id });
		expect(await planOf(db(), userId)).toBe("pro");
	});

	it("refuses a bad or missing signature with 400 and changes nothing", async () => {
		const { userId, customer } = await newUser();
		const sub = peer.putSubscription({ customer, metadata: { userId } });
		const event = stripeEventOf("customer.subscription.created", peer.subscriptionJson(sub.id));
		const requestsBefore = peer.requests.length;

		const wrongSecret = await deliver(event, { secret: "whsec_not_the_endpoint_secret" });
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
		expect(((await unsigned.json()) as ErrorBody).error.code).toBe("invalid_signature");

		expect(peer.requests.length).toBe(requestsBefore);
		expect(await planRow(userId)).toBeUndefined();
		expect(await isRecorded(event.id)).toBe(false);
	});

	it("refuses a signature older than the 300 s tolerance (a replay) with 400", async () => {
		const { userId, customer } = await newUser();
		const sub = peer.putSubscription({ customer, metadata: { userId } });
		const event = stripeEventOf("customer.subscription.created", peer.subscriptionJson(sub.id));
		const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
		expect(stale.status).toBe(400);
		expect(((await stale.json()) as ErrorBody).error.code).toBe("invalid_signature");
		expect(await planRow(userId)).toBeUndefined();
		// Within the tolerance the same event is accepted.
		const recent = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 240 });
		expect(await outcomeOf(recent)).toBe("applied");
	});

	it("acts on an event id once: a redelivery is acknowledged and does nothing", async () => {
		const { userId, sub } = await subscribedUser();
		peer.updateSubscription(sub.id, { cancelAtPeriodEnd: true });
		const event = stripeEventOf("customer.subscription.updated", peer.subscriptionJson(sub.id));
		expect(await outcomeOf(deliver(event))).toBe("applied");
		expect(await subscriptionChanges(userId)).toBe(2);

		// Stripe's state moves on; a redelivery of the same event must neither read it nor record it.
		peer.updateSubscription(sub.id, { cancelAtPeriodEnd: false });
		const requestsBefore = peer.requests.length;
		expect(await outcomeOf(deliver(event))).toBe("duplicate");
		expect(peer.requests.length).toBe(requestsBefore);
		expect(await planRow(userId)).toMatchObject({ cancelAtPeriodEnd: true });
		expect(await subscriptionChanges(userId)).toBe(2);

		// Simultaneous redeliveries: one acts, the others are duplicates.
		const again = stripeEventOf("customer.subscription.updated", peer.subscriptionJson(sub.id));
		const outcomes = await Promise.all([1, 2, 3].map(() => outcomeOf(deliver(again))));
		expect(outcomes.filter((outcome) => outcome === "applied")).toHaveLength(1);
		expect(outcomes.filter((outcome) => outcome === "duplicate")).toHaveLength(2);
		expect(await planRow(userId)).toMatchObject({ cancelAtPeriodEnd: false });
		expect(await subscriptionChanges(userId)).toBe(3);
	});

	it("cannot move the plan backwards with an event delivered out of order", async () => {
		const { userId, sub } = await subscribedUser();
		const activeSnapshot = peer.subscriptionJson(sub.id);
		const staleUpdate = stripeEventOf("customer.subscription.updated", activeSnapshot);

		peer.updateSubscription(sub.id, { status: "canceled" });
		const deleted = stripeEventOf("customer.subscription.deleted", peer.subscriptionJson(sub.id));
		expect(await outcomeOf(deliver(deleted))).toBe("applied");
		expect(await planOf(db(), userId)).toBe("free");

		// The "updated: active" event happened first but arrives last: Stripe's current state still says canceled.
		expect(staleUpdate.data.object).toMatchObject({ status: "active" });
		expect(await outcomeOf(deliver(staleUpdate))).toBe("unchanged");
		expect(await planRow(userId)).toMatchObject({ status: "canceled" });
		expect(await planOf(db(), userId)).toBe("free");
	});

	it("keeps a subscription that cancels at period end Pro until Stripe ends it", async () => {
		const { userId, sub } = await subscribedUser();
		peer.updateSubscription(sub.id, { cancelAtPeriodEnd: true });
		const scheduled = stripeEventOf("customer.subscription.updated", peer.subscriptionJson(sub.id));
		expect(await outcomeOf(deliver(scheduled))).toBe("applied");
		expect(await planRow(userId)).toMatchObject({
			status: "active",
			cancelAtPeriodEnd: true,
			currentPeriodEnd: new Date(sub.currentPeriodEnd * 1000),
		});
		expect(await planOf(db(), userId)).toBe("pro");

		// At the period's end Stripe cancels it and sends customer.subscription.deleted.
		peer.updateSubscription(sub.id, { status: "canceled" });
		const ended = stripeEventOf("customer.subscription.deleted", peer.subscriptionJson(sub.id));
		expect(await outcomeOf(deliver(ended))).toBe("applied");
		expect(await planOf(db(), userId)).toBe("free");
	});

	it("ends the plan when Stripe no longer knows a deleted subscription", async () => {
		const { userId, sub } = await subscribedUser();
		const snapshot = { ...peer.subscriptionJson(sub.id), status: "canceled" };
		peer.removeSubscription(sub.id);
		expect(await outcomeOf(deliver(stripeEventOf("customer.subscription.deleted", snapshot)))).toBe("applied");
		expect(await planRow(userId)).toMatchObject({ status: "canceled", stripeSubscriptionId: sub.id });
		expect(await planOf(db(), userId)).toBe("free");
	});

	it("keeps Pro in grace while a payment fails, and clears past_due_since when it is paid", async () => {
		const { userId, customer, sub } = await subscribedUser();
		const invoice = peer.putInvoice({ customer, subscription: sub.id, status: "open" });
		peer.updateSubscription(sub.id, { status: "past_due" });
		const failed = stripeEventOf("invoice.payment_failed", peer.invoiceJson(invoice.id));
		expect(await outcomeOf(deliver(failed))).toBe("applied");
		expect(peer.requests).toContain(`GET /v1/invoices/${invoice.id}`);
		const pastDue = await planRow(userId);
		expect(pastDue).toMatchObject({ status: "past_due" });
		expect(Date.now() - (pastDue?.pastDueSince?.getTime() ?? 0)).toBeLessThan(60_000);
		expect(await planOf(db(), userId)).toBe("pro");

		// Stripe retries the payment and fails again: the grace period still counts from the first failure.
		const failedAgain = stripeEventOf("invoice.payment_failed", peer.invoiceJson(invoice.id));
		expect(await outcomeOf(deliver(failedAgain))).toBe("unchanged");
		expect((await planRow(userId))?.pastDueSince).toEqual(pastDue?.pastDueSince);
		// Past the 7 days of grace the same row means Free.
		const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS);
		await db().update(subscription).set({ pastDueSince: eightDaysAgo }).where(eq(subscription.userId, userId));
		expect(await planOf(db(), userId)).toBe("free");

		peer.updateSubscription(sub.id, { status: "active" });
		peer.putInvoice({ ...invoice, status: "paid" });
		const paid = stripeEventOf("invoice.paid", peer.invoiceJson(invoice.id));
		expect(await outcomeOf(deliver(paid))).toBe("applied");
		expect(await planRow(userId)).toMatchObject({ status: "active", pastDueSince: null });
		expect(await planOf(db(), userId)).toBe("pro");
	});

	it("answers 500 when Stripe fails, records nothing, and acts on Stripe's redelivery", async () => {
		const { userId, customer } = await newUser();
		const sub = peer.putSubscription({ customer, metadata: { userId } });
		const event = stripeEventOf("customer.subscription.created", peer.subscriptionJson(sub.id));
		peer.failNext(1);
		const failed = await deliver(event);
		expect(failed.status).toBe(500);
		expect(((await failed.json()) as ErrorBody).error.code).toBe("internal");
		expect(await isRecorded(event.id)).toBe(false);
		expect(await planRow(userId)).toBeUndefined();

		expect(await outcomeOf(deliver(event))).toBe("applied");
		expect(await isRecorded(event.id)).toBe(true);
		expect(await planOf(db(), userId)).toBe("pro");
	});

	it("acknowledges event types it does not act on without calling Stripe", async () => {
		const requestsBefore = peer.requests.length;
		const event = stripeEventOf("customer.created", { id: "cus_unrelated", object: "customer" });
		expect(await outcomeOf(deliver(event))).toBe("ignored");
		expect(peer.requests.length).toBe(requestsBefore);
	});

	it("does not exist while billing is not configured", async () => {
		const unconfigured = createTestApp(testDb.database);
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
		expect(((await response.json()) as ErrorBody).error.code).toBe("not_found");
	});
});
