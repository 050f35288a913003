import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { subscription } from "#db/schema/billing.ts";
import { changeLog } from "#db/schema/tasks.ts";
import en from "#locales/en/translation.json";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";
import { newUserOf, type TestUser } from "#tests/setup/test-user.ts";

type Status = {
	plan: string;
	status: string | null;
	currentPeriodEnd: string | null;
	cancelAtPeriodEnd: boolean;
	isTestMode: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString("base64url")}`;

describeEachDatabase("billing API in test mode", () => {
	test.override("appEnv", { FREE_TASKS_PER_QUADRANT: "2" });

	test("answers the in-app test checkout page, in the language asked for", async ({ newUser }) => {
		const client = await newUser({ account: "email" });
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

	test("asks anonymous users to create an account first, in their language", async ({ newUser }) => {
		const client = await newUser();
		const response = await client.post("/api/v1/billing/checkout", { interval: "month" }, { "accept-language": "fr" });
		expect(response.status).toBe(403);
		const body = (await response.json()) as ApiErrorBody;
		expect(body.error.code).toBe("account_required");
		expect(body.error.message).toContain("Créez un compte");
		const complete = await client.post("/api/v1/billing/test/complete", { interval: "month" });
		expect(complete.status).toBe(403);
		expect((await client.json<Status>(client.get("/api/v1/billing/status"))).plan).toBe("free");
	});

	test("names Google in that refusal only where Google sign-in is configured", async ({
		newUser,
		appWith,
		subscribe,
	}) => {
		const refusals = async (client: TestUser) =>
			Promise.all(
				["/api/v1/billing/checkout", "/api/v1/billing/test/complete"].map(async (path) => {
					const body = (await (await client.post(path, { interval: "month" })).json()) as ApiErrorBody;
					return body.error.message;
				}),
			);
		expect(await refusals(await newUser())).toEqual([en.errorCodes.account_required, en.errorCodes.account_required]);
		// Never reached: discovery happens on a Google sign-in, which this test does not start.
		const google = {
			GOOGLE_CLIENT_ID: "quadrant-test",
			GOOGLE_CLIENT_SECRET: "secret",
			GOOGLE_DISCOVERY_URL: "http://127.0.0.1:9/.well-known/openid-configuration",
		};
		const withGoogle = await newUserOf(appWith(google), subscribe)();
		const expected = en.errorCodes.account_required_with_google;
		expect(await refusals(withGoogle)).toEqual([expected, expected]);
	});

	test("makes the user Pro through the subscription state machine, past the Free limit", async ({ db, newUser }) => {
		const client = await newUser({ account: "email" });
		const { userId } = client;
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
		const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
		expect(row?.stripeCustomerId).toMatch(/^cus_test_/);
		expect(row?.stripeSubscriptionId).toMatch(/^sub_test_/);
		// The same change event a webhook would log, so other devices learn of the new plan.
		const changes = await db
			.select()
			.from(changeLog)
			.where(and(eq(changeLog.userId, userId), eq(changeLog.entity, "subscription")));
		expect(changes).toHaveLength(1);

		expect((await add("Three")).status).toBe(201);
		expect((await add("Four")).status).toBe(201);
	});

	test("opens the in-app test portal, in the language asked for", async ({ newUser }) => {
		const client = await newUser({ account: "email" });
		const response = await client.post("/api/v1/billing/portal", {});
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ url: "/billing/test-portal" });
		const french = await client.json<{ url: string }>(client.post("/api/v1/billing/portal", { locale: "fr" }));
		expect(french.url).toBe("/fr/billing/test-portal");
	});

	test("cancels and resumes a test subscription through the subscription state machine", async ({ db, newUser }) => {
		const client = await newUser({ account: "email" });
		const { userId } = client;
		expect((await client.post("/api/v1/billing/test/complete", { interval: "month" })).status).toBe(200);
		const before = await client.json<Status>(client.get("/api/v1/billing/status"));
		expect(before).toMatchObject({ plan: "pro", cancelAtPeriodEnd: false });

		const cancel = await client.post("/api/v1/billing/test/cancel");
		expect(cancel.status).toBe(200);
		const cancelled = await client.json<Status>(client.get("/api/v1/billing/status"));
		// Cancelling at the period's end keeps Pro until then.
		expect(cancelled).toEqual({ ...before, cancelAtPeriodEnd: true });
		const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
		expect(row?.cancelAtPeriodEnd).toBe(true);

		const resume = await client.post("/api/v1/billing/test/resume");
		expect(resume.status).toBe(200);
		expect(await client.json<Status>(client.get("/api/v1/billing/status"))).toEqual(before);

		// Each change is logged like a webhook's: created, cancelled, resumed.
		const changes = await db
			.select()
			.from(changeLog)
			.where(and(eq(changeLog.userId, userId), eq(changeLog.entity, "subscription")));
		expect(changes).toHaveLength(3);
	});

	test("ends a cancelled test subscription's period at once: back to Free, as Stripe's deletion does", async ({
		db,
		newUser,
	}) => {
		const client = await newUser({ account: "email" });
		const { userId } = client;
		expect((await client.post("/api/v1/billing/test/complete", { interval: "month" })).status).toBe(200);

		// A renewing subscription has no end to reach early.
		const early = await client.post("/api/v1/billing/test/end-period");
		expect(early.status).toBe(409);
		expect(((await early.json()) as ApiErrorBody).error.code).toBe("not_cancelling");
		expect((await client.json<Status>(client.get("/api/v1/billing/status"))).plan).toBe("pro");

		expect((await client.post("/api/v1/billing/test/cancel")).status).toBe(200);
		const ended = await client.post("/api/v1/billing/test/end-period");
		expect(ended.status).toBe(200);
		expect(await ended.json()).toMatchObject({ plan: "free", status: "canceled" });
		const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
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
			expect(((await response.json()) as ApiErrorBody).error.code).toBe("subscription_ended");
		}
	});

	test("has nothing to cancel or resume without a test subscription", async ({ newUser }) => {
		const client = await newUser({ account: "email" });
		for (const action of ["cancel", "resume", "end-period"]) {
			const response = await client.post(`/api/v1/billing/test/${action}`);
			expect(response.status).toBe(404);
			expect(((await response.json()) as ApiErrorBody).error.code).toBe("not_found");
		}
		expect((await client.json<Status>(client.get("/api/v1/billing/status"))).plan).toBe("free");
	});

	test("needs a session", async ({ app }) => {
		const response = await apiClient(app).get("/api/v1/billing/status");
		expect(response.status).toBe(401);
	});
});

describeEachDatabase("billing API with Stripe", () => {
	test.override("appEnv", ({ stripePeer }) => ({
		STRIPE_SECRET_KEY: stripePeer.secretKey,
		STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
		STRIPE_API_URL: stripePeer.url,
		STRIPE_PRICE_MONTHLY: "price_pro_monthly",
		STRIPE_PRICE_YEARLY: "price_pro_yearly",
	}));

	test("creates a Checkout Session in subscription mode naming the user, and answers its url", async ({
		newUser,
		stripePeer,
	}) => {
		const client = await newUser({ account: "email" });
		const { email, userId } = client;
		const response = await client.post("/api/v1/billing/checkout", { interval: "year", locale: "ja" });
		expect(response.status).toBe(200);
		const { url } = (await response.json()) as { url: string };
		expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
		expect(stripePeer.checkoutCreations.at(-1)).toEqual({
			mode: "subscription",
			"line_items[0][price]": "price_pro_yearly",
			"line_items[0][quantity]": "1",
			customer_email: email,
			client_reference_id: userId,
			"metadata[userId]": userId,
			"subscription_data[metadata][userId]": userId,
			locale: "ja",
			success_url: `${TEST_BASE_URL}/ja/billing/success`,
			cancel_url: `${TEST_BASE_URL}/ja/pricing`,
		});
	});

	test("reuses the customer Stripe already knows for the user", async ({ newUser, subscribe, stripePeer }) => {
		const client = await newUser({ account: "email" });
		const customer = `cus_${randomBytes(8).toString("hex")}`;
		await subscribe(client, { stripeCustomerId: customer, status: "canceled", cancelAtPeriodEnd: false });
		expect((await client.post("/api/v1/billing/checkout", { interval: "month" })).status).toBe(200);
		const sent = stripePeer.checkoutCreations.at(-1) ?? {};
		expect(sent.customer).toBe(customer);
		expect(sent.customer_email).toBeUndefined();
		expect(sent["line_items[0][price]"]).toBe("price_pro_monthly");
		expect(sent.success_url).toBe(`${TEST_BASE_URL}/billing/success`);
		expect(sent.cancel_url).toBe(`${TEST_BASE_URL}/pricing`);
	});

	test("reopens the same Checkout Session when the person comes back, and limits how many one user starts", async ({
		newUser,
		stripePeer,
	}) => {
		const client = await newUser({ account: "email" });
		const checkout = (interval: string) => client.post("/api/v1/billing/checkout", { interval, locale: "fr" });
		const count = stripePeer.checkoutCreations.length;
		const first = await client.json<{ url: string }>(checkout("month"));
		const again = await client.json<{ url: string }>(checkout("month"));
		expect(again.url).toBe(first.url);
		expect(stripePeer.checkoutCreations).toHaveLength(count + 1);
		const yearly = await client.json<{ url: string }>(checkout("year"));
		expect(yearly.url).not.toBe(first.url);
		expect(stripePeer.checkoutCreations).toHaveLength(count + 2);

		for (let attempt = 4; attempt <= 10; attempt++) expect((await checkout("month")).status).toBe(200);
		const refused = await checkout("month");
		expect(refused.status).toBe(429);
		expect(refused.headers.get("retry-after")).toBeTruthy();
		expect(((await refused.json()) as ApiErrorBody).error.code).toBe("too_many_attempts");
		// Someone else is not held back by it.
		const other = await newUser({ account: "email" });
		expect((await other.post("/api/v1/billing/checkout", { interval: "month" })).status).toBe(200);
	});

	test("refuses anonymous users before calling Stripe", async ({ newUser, stripePeer }) => {
		const client = await newUser();
		const count = stripePeer.checkoutCreations.length;
		const response = await client.post("/api/v1/billing/checkout", { interval: "month" });
		expect(response.status).toBe(403);
		expect(((await response.json()) as ApiErrorBody).error.code).toBe("account_required");
		expect(stripePeer.checkoutCreations).toHaveLength(count);
	});

	test("opens a billing-portal session for the user's customer, returning to the profile", async ({
		newUser,
		subscribe,
		stripePeer,
	}) => {
		const client = await newUser({ account: "email" });
		const customer = `cus_${randomBytes(8).toString("hex")}`;
		await subscribe(client, { stripeCustomerId: customer, status: "active", cancelAtPeriodEnd: false });
		const response = await client.post("/api/v1/billing/portal", { locale: "ko" });
		expect(response.status).toBe(200);
		const { url } = (await response.json()) as { url: string };
		expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
		expect(stripePeer.portalCreations.at(-1)).toEqual({
			customer,
			return_url: `${TEST_BASE_URL}/ko/profile`,
			locale: "ko",
		});
	});

	test("has no portal for a user Stripe does not know: 404, without calling Stripe", async ({
		newUser,
		stripePeer,
	}) => {
		const client = await newUser({ account: "email" });
		const count = stripePeer.portalCreations.length;
		const response = await client.post("/api/v1/billing/portal", {});
		expect(response.status).toBe(404);
		expect(((await response.json()) as ApiErrorBody).error.code).toBe("not_found");
		expect(stripePeer.portalCreations).toHaveLength(count);
	});

	test("has no test cancel or resume: 404", async ({ db, newUser, subscribe }) => {
		const client = await newUser({ account: "email" });
		const { userId } = client;
		await subscribe(client, {
			stripeCustomerId: `cus_${randomBytes(8).toString("hex")}`,
			stripeSubscriptionId: `sub_${randomBytes(8).toString("hex")}`,
			status: "active",
			cancelAtPeriodEnd: false,
		});
		for (const action of ["cancel", "resume", "end-period"]) {
			expect((await client.post(`/api/v1/billing/test/${action}`)).status).toBe(404);
		}
		const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
		expect(row?.cancelAtPeriodEnd).toBe(false);
	});

	test("has no test completion: 404, and the plan stays Free", async ({ newUser }) => {
		const client = await newUser({ account: "email" });
		const response = await client.post("/api/v1/billing/test/complete", { interval: "month" });
		expect(response.status).toBe(404);
		expect(((await response.json()) as ApiErrorBody).error.code).toBe("not_found");
		expect(await client.json<Status>(client.get("/api/v1/billing/status"))).toMatchObject({
			plan: "free",
			isTestMode: false,
		});
	});
});
