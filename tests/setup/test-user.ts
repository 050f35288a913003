import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Db } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";
import { board } from "#db/schema/tasks.ts";
import en from "#locales/en/translation.json" with { type: "json" };
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
	/**
	 * Leaves the default board to be made on first use, with one example task per quadrant in the language of that
	 * request, as a new person's is. Otherwise the user starts with an empty default board ("My board"), as a person
	 * whose board existed before the examples did: what most tests, which count and order their own tasks, mean.
	 */
	isFirstVisit?: boolean;
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

/** Without `db` (an app of a test's own), every user's default board is made on first use, as `isFirstVisit` says. */
export function newUserOf(app: TestApp, subscribe: Subscribe, db?: Db): NewUser {
	// One function for both kinds of user; the overloads say which have an email.
	return (async (options: AnonymousOptions | EmailAccountOptions = {}) => {
		const user = await signedInUser(app, options);
		if (db && !options.isFirstVisit) await withEmptyDefaultBoard(db, user.userId);
		if (options.subscription) await subscribe(user, options.subscription);
		return user;
	}) as NewUser;
}

/**
 * Gives the user an empty default board ("My board") before a request makes it with its example tasks: a person
 * whose board existed before the examples did. For tests that count and order their own tasks or changes.
 */
export async function withEmptyDefaultBoard(db: Db, userId: string) {
	await db.insert(board).values({ userId, name: en.boards.defaultName, isDefault: true });
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
