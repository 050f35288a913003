import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { type ApiClient, apiClient } from "./api-client.ts";
import type { TestApp } from "./test-app.ts";

export const TEST_PASSWORD = "correct horse battery staple";

/** A signed-in API client and who it is. */
export type TestUser = ApiClient & { userId: string; email: string | null; password: string };

type AnonymousOptions = { account?: "anonymous"; ip?: string };
type EmailAccountOptions = {
	/** Signs up with an email and a password (a unique address and TEST_PASSWORD unless given). */
	account: "email";
	email?: string;
	password?: string;
	/** The account's name; its email unless given. */
	name?: string;
	/** Headers of the sign-up request, e.g. its language. */
	headers?: Record<string, string>;
	ip?: string;
};

/** Anonymous unless asked for an email account. */
export type NewUser = {
	(options?: AnonymousOptions): Promise<TestUser>;
	(options: EmailAccountOptions): Promise<TestUser & { email: string }>;
};

export function newUserOf(app: TestApp): NewUser {
	// One function for both kinds of user; the overloads say which have an email.
	return ((options: AnonymousOptions | EmailAccountOptions = {}) => signedInUser(app, options)) as NewUser;
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
	} else {
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
	}
	const { id } = await client.json<{ id: string }>(client.get("/api/v1/me"));
	return Object.assign(client, { userId: id, email, password });
}
