import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Db } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";
import { type ApiClient, apiClient } from "./api-client.ts";
import type { TestApp } from "./test-app.ts";

export const TEST_PASSWORD = "correct horse battery staple";

/** A signed-in API client and who it is. */
export type TestUser = ApiClient & {
	userId: string;
	email: string | null;
	password: string;
	/** The same account signed in on another device (a client of its own), with its email and password. */
	anotherDevice: (options?: { ip?: string }) => Promise<ApiClient>;
};

export type SubscriptionFields = Partial<Omit<typeof subscription.$inferInsert, "userId">>;
type Subscribe = (user: Pick<TestUser, "userId">, fields?: SubscriptionFields) => Promise<void>;

type CommonOptions = {
	/** The client's address (x-real-ip). */
	ip?: string;
	/** Subscribes the new user, as the billing webhook records it (status active unless told). */
	subscription?: SubscriptionFields;
};
type AnonymousOptions = CommonOptions & { account?: "anonymous" };
type EmailAccountOptions = CommonOptions & {
	/** Signs up with an email and a password (a unique address and TEST_PASSWORD unless given), then signs in. */
	account: "email";
	email?: string;
	password?: string;
	/** The account's name; its email unless given. */
	name?: string;
	/** Headers of the sign-up request, e.g. its language. */
	headers?: Record<string, string>;
};

/** Anonymous unless asked for an email account. */
export type NewUser = {
	(options?: AnonymousOptions): Promise<TestUser>;
	(options: EmailAccountOptions): Promise<TestUser & { email: string }>;
};

export function newUserOf(app: TestApp, subscribe: Subscribe): NewUser {
	// One function for both kinds of user; the overloads say which have an email.
	return (async (options: AnonymousOptions | EmailAccountOptions = {}) => {
		const user = await signedInUser(app, options);
		if (options.subscription) await subscribe(user, options.subscription);
		return user;
	}) as NewUser;
}

/** Gives the user a subscription as the billing webhook records it (no row means Free): Pro unless told. */
export function subscribeIn(db: Db): Subscribe {
	return async (user, fields = {}) => {
		const values = { status: "active" as const, ...fields };
		await db
			.insert(subscription)
			.values({ userId: user.userId, ...values })
			.onConflictDoUpdate({ target: subscription.userId, set: values });
	};
}

async function signedInUser(app: TestApp, options: AnonymousOptions | EmailAccountOptions): Promise<TestUser> {
	const client = apiClient(app, { ip: options.ip });
	let email: string | null = null;
	let password = TEST_PASSWORD;
	if (options.account === "email") {
		email = options.email ?? `user-${randomUUID()}@example.test`;
		password = options.password ?? TEST_PASSWORD;
		const body = { email, password, name: options.name ?? email };
		expect((await client.post("/api/auth/sign-up/email", body, options.headers)).status).toBe(200);
		// Sign-up makes no session (ADR 0022): the person signs in next, as the mailed link or the sign-in form would.
		const signIn = { email, password };
		expect((await client.post("/api/auth/sign-in/email", signIn, options.headers)).status).toBe(200);
	} else {
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
	}
	const { id } = await client.json<{ id: string }>(client.get("/api/v1/me"));
	const anotherDevice = async ({ ip }: { ip?: string } = {}) => {
		if (!email) throw new Error("An anonymous user has no email and password to sign in with.");
		const device = apiClient(app, { ip });
		expect((await device.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
		return device;
	};
	return Object.assign(client, { userId: id, email, password, anotherDevice });
}
