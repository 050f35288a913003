import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscription } from "#db/schema/billing.ts";
import { changeLog } from "#db/schema/tasks.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { type StripePeer, startStripePeer } from "#tests/setup/stripe-peer.ts";
import { createTestApp, TEST_BASE_URL } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

type ErrorBody = { error: { code: string; message: string } };
type Status = {
	plan: string;
	status: string | null;
	currentPeriodEnd: string | null;
	cancelAtPeriodEnd: boolean;
	isTestMode: boolean;
};
type App = ReturnType<typeof createTestApp>;

const PASSWORD = "correct horse battery staple";
const DAY_MS = 24 * 60 * 60 * 1000;

const emailUser = async (app: App, headers: Record<string, string> = {}) => {
	const client = apiClient(app);
	const email = `payer-${randomUUID()}@example.test`;
	const signUp = await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: email }, headers);
	expect(signUp.status).toBe(200);
	const { id } = await client.json<{ id: string }>(client.get("/api/v1/me"));
	return { client, email, userId: id };
};
const anonymousUser = async (app: App) => {
	const client = apiClient(app);
	expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
	return client;
};

describe.each(databaseKinds())("billing API in test mode on %s", (kind) => {
	let testDb: TestDatabase;
	let app: App;
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		app = createTestApp(testDb.database, { FREE_TASKS_PER_QUADRANT: "2", AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
	});
	afterAll(() => testDb.dispose());

	it("answers the in-app test checkout page, in the language asked for", async () => {
		const { client } = await emailUser(app);
		const monthly = await client.post("/api/v1/billing/checkout", { interval: "month" });
		expect(monthly.status).toBe(200);
		expect(await monthly.json()).toEqual({ url: "/billing/test-checkout?interval=month" });
		const yearly = await client.json<{ url: string }>(
			client.post("/api/v1/billing/checkout", { interval: "year", locale: "fr" }),
		);
		expect(yearly.url).toBe("/fr/billing/test-checkout?interval=year");
		const bad = await client.post("/api/v1/billing/checkout", { interval: "week" });
		expect(bad.status).toBe(400);
	});

	it("asks anonymous users to create an account first, in their language", async () => {
		const client = await anonymousUser(app);
		const response = await client.post("/api/v1/billing/checkout", { interval: "month" }, { "accept-language": "fr" });
		expect(response.status).toBe(403);
		const body = (await response.json()) as ErrorBody;
		expect(body.error.code).toBe("account_required");
		expect(body.error.message).toContain("Créez un compte");
		const complete = await client.post("/api/v1/billing/test/complete", { interval: "month" });
		expect(complete.status).toBe(403);
		expect((await client.json<Status>(client.get("/api/v1/billing/status"))).plan).toBe("free");
	});

	it("makes the user Pro through the subscription state machine, past the Free limit", async () => {
		const { client, userId } = await emailUser(app);
		const add = (title: string) =>
			client.post("/api/v1/tasks", { id: randomUUID(), title, quadrant: "urgent-important" });
		for (const title of ["One", "Two"]) expect((await add(title)).status).toBe(201);
		expect((await add("Three")).status).toBe(403);
		expect(await client.json<Status>(client.get("/api/v1/billing/status"))).toEqual({
			plan: "free",
			status: null,
			currentPeriodEnd: null,
			cancelAtPeriodEnd: false,
			isTestMode: true,
		});

		const before = Date.now();
		const complete = await client.post("/api/v1/billing/test/complete", { interval: "year" });
		expect(complete.status).toBe(200);
		expect(await complete.json()).toEqual({ plan: "pro" });

		const status = await client.json<Status>(client.get("/api/v1/billing/status"));
		expect(status).toMatchObject({ plan: "pro", status: "active", cancelAtPeriodEnd: false, isTestMode: true });
		const periodEnd = new Date(status.currentPeriodEnd ?? 0).getTime();
		expect(periodEnd).toBeGreaterThan(before + 364 * DAY_MS);
		expect(periodEnd).toBeLessThan(before + 367 * DAY_MS);
		const [row] = await testDb.database.db.select().from(subscription).where(eq(subscription.userId, userId));
		expect(row?.stripeCustomerId).toMatch(/^cus_test_/);
		expect(row?.stripeSubscriptionId).toMatch(/^sub_test_/);
		// The same change event a webhook would log, so other devices learn of the new plan.
		const changes = await testDb.database.db
			.select()
			.from(changeLog)
			.where(and(eq(changeLog.userId, userId), eq(changeLog.entity, "subscription")));
		expect(changes).toHaveLength(1);

		expect((await add("Three")).status).toBe(201);
		expect((await add("Four")).status).toBe(201);
	});

	it("opens the in-app test portal, in the language asked for", async () => {
		const { client } = await emailUser(app);
		const response = await client.post("/api/v1/billing/portal", {});
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ url: "/billing/test-portal" });
		const french = await client.json<{ url: string }>(client.post("/api/v1/billing/portal", { locale: "fr" }));
		expect(french.url).toBe("/fr/billing/test-portal");
	});

	it("cancels and resumes a test subscription through the subscription state machine", async () => {
		const { client, userId } = await emailUser(app);
		expect((await client.post("/api/v1/billing/test/complete", { interval: "month" })).status).toBe(200);
		const before = await client.json<Status>(client.get("/api/v1/billing/status"));
		expect(before).toMatchObject({ plan: "pro", cancelAtPeriodEnd: false });

		const cancel = await client.post("/api/v1/billing/test/cancel");
		expect(cancel.status).toBe(200);
		const cancelled = await client.json<Status>(client.get("/api/v1/billing/status"));
		// Cancelling at the period's end keeps Pro until then.
		expect(cancelled).toEqual({ ...before, cancelAtPeriodEnd: true });
		const [row] = await testDb.database.db.select().from(subscription).where(eq(subscription.userId, userId));
		expect(row?.cancelAtPeriodEnd).toBe(true);

		const resume = await client.post("/api/v1/billing/test/resume");
		expect(resume.status).toBe(200);
		expect(await client.json<Status>(client.get("/api/v1/billing/status"))).toEqual(before);

		// Each change is logged like a webhook's: created, cancelled, resumed.
		const changes = await testDb.database.db
			.select()
			.from(changeLog)
			.where(and(eq(changeLog.userId, userId), eq(changeLog.entity, "subscription")));
		expect(changes).toHaveLength(3);
	});

	it("ends a cancelled test subscription's period at once: back to Free, as Stripe's deletion does", async () => {
		const { client, userId } = await emailUser(app);
		expect((await client.post("/api/v1/billing/test/complete", { interval: "month" })).status).toBe(200);

		// A renewing subscription has no end to reach early.
		const early = await client.post("/api/v1/billing/test/end-period");
		expect(early.status).toBe(409);
		expect(((await early.json()) as ErrorBody).error.code).toBe("not_cancelling");
		expect((await client.json<Status>(client.get("/api/v1/billing/status"))).plan).toBe("pro");

		expect((await client.post("/api/v1/billing/test/cancel")).status).toBe(200);
		const ended = await client.post("/api/v1/billing/test/end-period");
		expect(ended.status).toBe(200);
		expect(await ended.json()).toMatchObject({ plan: "free", status: "canceled" });
		const [row] = await testDb.database.db.select().from(subscription).where(eq(subscription.userId, userId));
		expect(row?.status).toBe("canceled");
		// Free again: the plan's limit is back (FREE_TASKS_PER_QUADRANT is 2 here).
		for (const title of ["One", "Two"]) {
			const added = await client.post("/api/v1/tasks", { id: randomUUID(), title, quadrant: "urgent-important" });
			expect(added.status).toBe(201);
		}
		const third = await client.post("/api/v1/tasks", {
			id: randomUUID(),
			title: "Three",
			quadrant: "urgent-important",
		});
		expect(third.status).toBe(403);
		// An ended subscription cannot end again, nor be resumed from the portal: upgrading starts a new one.
		for (const action of ["end-period", "resume", "cancel"]) {
			const response = await client.post(`/api/v1/billing/test/${action}`);
			expect(response.status).toBe(409);
			expect(((await response.json()) as ErrorBody).error.code).toBe("subscription_ended");
		}
	});

	it("has nothing to cancel or resume without a test subscription", async () => {
		const { client } = await emailUser(app);
		for (const action of ["cancel", "resume", "end-period"]) {
			const response = await client.post(`/api/v1/billing/test/${action}`);
			expect(response.status).toBe(404);
			expect(((await response.json()) as ErrorBody).error.code).toBe("not_found");
		}
		expect((await client.json<Status>(client.get("/api/v1/billing/status"))).plan).toBe("free");
	});

	it("needs a session", async () => {
		const response = await apiClient(app).get("/api/v1/billing/status");
		expect(response.status).toBe(401);
	});
});

describe.each(databaseKinds())("billing API with Stripe on %s", (kind) => {
	let testDb: TestDatabase;
	let peer: StripePeer;
	let app: App;
	beforeAll(async () => {
		[testDb, peer] = await Promise.all([createTestDatabase(kind), startStripePeer()]);
		app = createTestApp(testDb.database, {
			AUTH_RATE_LIMIT_PER_MINUTE: "1000",
			STRIPE_SECRET_KEY: peer.secretKey,
			STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString("base64url")}`,
			STRIPE_API_URL: peer.url,
			STRIPE_PRICE_MONTHLY: "price_pro_monthly",
			STRIPE_PRICE_YEARLY: "price_pro_yearly",
		});
	});
	afterAll(async () => {
		await Promise.all([testDb?.dispose(), peer?.close()]);
	});

	it("creates a Checkout Session in subscription mode naming the user, and answers its url", async () => {
		const { client, email, userId } = await emailUser(app);
		const response = await client.post("/api/v1/billing/checkout", { interval: "year", locale: "ja" });
		expect(response.status).toBe(200);
		const { url } = (await response.json()) as { url: string };
		expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
		expect(peer.checkoutCreations.at(-1)).toEqual({
			mode: "subscription",
			"line_items[0][price]": "price_pro_yearly",
			"line_items[0][quantity]": "1",
			customer_email: email,
			client_reference_id: userId,
			"metadata[userId]": userId,
			"subscription_data[metadata][userId]": userId,
			success_url: `${TEST_BASE_URL}/ja/billing/success`,
			cancel_url: `${TEST_BASE_URL}/ja/pricing`,
		});
	});

	it("reuses the customer Stripe already knows for the user", async () => {
		const { client, userId } = await emailUser(app);
		const customer = `cus_${randomBytes(8).toString("hex")}`;
		await testDb.database.db
			.insert(subscription)
			.values({ userId, stripeCustomerId: customer, status: "canceled", cancelAtPeriodEnd: false });
		expect((await client.post("/api/v1/billing/checkout", { interval: "month" })).status).toBe(200);
		const sent = peer.checkoutCreations.at(-1) ?? {};
		expect(sent.customer).toBe(customer);
		expect(sent.customer_email).toBeUndefined();
		expect(sent["line_items[0][price]"]).toBe("price_pro_monthly");
		expect(sent.success_url).toBe(`${TEST_BASE_URL}/billing/success`);
		expect(sent.cancel_url).toBe(`${TEST_BASE_URL}/pricing`);
	});

	it("refuses anonymous users before calling Stripe", async () => {
		const client = await anonymousUser(app);
		const count = peer.checkoutCreations.length;
		const response = await client.post("/api/v1/billing/checkout", { interval: "month" });
		expect(response.status).toBe(403);
		expect(((await response.json()) as ErrorBody).error.code).toBe("account_required");
		expect(peer.checkoutCreations).toHaveLength(count);
	});

	it("opens a billing-portal session for the user's customer, returning to the profile", async () => {
		const { client, userId } = await emailUser(app);
		const customer = `cus_${randomBytes(8).toString("hex")}`;
		await testDb.database.db
			.insert(subscription)
			.values({ userId, stripeCustomerId: customer, status: "active", cancelAtPeriodEnd: false });
		const response = await client.post("/api/v1/billing/portal", { locale: "ko" });
		expect(response.status).toBe(200);
		const { url } = (await response.json()) as { url: string };
		expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
		expect(peer.portalCreations.at(-1)).toEqual({ customer, return_url: `${TEST_BASE_URL}/ko/profile` });
	});

	it("has no portal for a user Stripe does not know: 404, without calling Stripe", async () => {
		const { client } = await emailUser(app);
		const count = peer.portalCreations.length;
		const response = await client.post("/api/v1/billing/portal", {});
		expect(response.status).toBe(404);
		expect(((await response.json()) as ErrorBody).error.code).toBe("not_found");
		expect(peer.portalCreations).toHaveLength(count);
	});

	it("has no test cancel or resume: 404", async () => {
		const { client, userId } = await emailUser(app);
		await testDb.database.db.insert(subscription).values({
			userId,
			stripeCustomerId: `cus_${randomBytes(8).toString("hex")}`,
			stripeSubscriptionId: `sub_${randomBytes(8).toString("hex")}`,
			status: "active",
			cancelAtPeriodEnd: false,
		});
		for (const action of ["cancel", "resume", "end-period"]) {
			expect((await client.post(`/api/v1/billing/test/${action}`)).status).toBe(404);
		}
		const [row] = await testDb.database.db.select().from(subscription).where(eq(subscription.userId, userId));
		expect(row?.cancelAtPeriodEnd).toBe(false);
	});

	it("has no test completion: 404, and the plan stays Free", async () => {
		const { client } = await emailUser(app);
		const response = await client.post("/api/v1/billing/test/complete", { interval: "month" });
		expect(response.status).toBe(404);
		expect(((await response.json()) as ErrorBody).error.code).toBe("not_found");
		expect(await client.json<Status>(client.get("/api/v1/billing/status"))).toMatchObject({
			plan: "free",
			isTestMode: false,
		});
	});
});
