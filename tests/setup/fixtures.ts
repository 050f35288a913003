import { randomUUID } from "node:crypto";
import { test as base, describe, expect } from "vitest";
import type { Database } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";
import { type ApiClient, apiClient } from "./api-client.ts";
import { type StripePeer, startStripePeer } from "./stripe-peer.ts";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";
import { createTestDatabase, type DatabaseKind, databaseKinds, type TestDatabase } from "./test-database.ts";

// What every integration test builds on: a fresh database per file and kind, the app on it, and signed-in users.
// A file states only what is special about it: `test.override("appEnv", …)` for its configuration, and
// `describeEachDatabase` for the suites that run on every database kind.

/** Many sign-ins come from one address in a file: the per-address limit is proven on its own (auth-rate-limits). */
const BASE_ENV = { AUTH_RATE_LIMIT_PER_MINUTE: "1000" };
export const TEST_PASSWORD = "correct horse battery staple";

/** A signed-in API client and who it is. */
export type TestUser = ApiClient & { userId: string; email: string | null; password: string };

type NewUserOptions = { ip?: string } & (
	| { account?: "anonymous" }
	| {
			/** Signs up with an email and a password (a unique address and TEST_PASSWORD unless given). */
			account: "email";
			email?: string;
			password?: string;
			/** The account's name; its email unless given. */
			name?: string;
			/** Headers of the sign-up request, e.g. its language. */
			headers?: Record<string, string>;
	  }
);

type SubscriptionFields = Partial<Omit<typeof subscription.$inferInsert, "userId">>;

/** One database per kind for the whole file, created on first use, each with the apps built on it. */
function databasePool() {
	const databases = new Map<DatabaseKind, Promise<TestDatabase>>();
	const apps = new Map<string, TestApp>();
	return {
		get: (kind: DatabaseKind) => {
			const found = databases.get(kind) ?? createTestDatabase(kind);
			databases.set(kind, found);
			return found;
		},
		/** The same app for the same database and configuration, as one server process would be. */
		app: (database: Database, env: Record<string, string>) => {
			const key = `${database.kind} ${JSON.stringify(env)}`;
			const app = apps.get(key) ?? createTestApp(database, env);
			apps.set(key, app);
			return app;
		},
		dispose: async () => {
			await Promise.all([...databases.values()].map(async (database) => (await database).dispose()));
		},
	};
}

export const test = base
	// biome-ignore lint/correctness/noEmptyPattern: Vitest reads what a fixture depends on from this pattern.
	.extend("databasePool", { scope: "file" }, ({}, { onCleanup }) => {
		const pool = databasePool();
		onCleanup(pool.dispose);
		return pool;
	})
	// biome-ignore lint/correctness/noEmptyPattern: as above.
	.extend("stripe", { scope: "file" }, async ({}, { onCleanup }) => {
		const peer: StripePeer = await startStripePeer();
		onCleanup(() => peer.close());
		return peer;
	})
	/** Overridden per suite by describeEachDatabase. */
	.extend("kind", "pglite" as DatabaseKind)
	/** The file's configuration, on top of BASE_ENV. */
	.extend("appEnv", {} as Record<string, string>)
	.extend("database", async ({ databasePool, kind }) => (await databasePool.get(kind)).database)
	.extend("db", ({ database }) => database.db)
	.extend("app", ({ databasePool, database, appEnv }) => databasePool.app(database, { ...BASE_ENV, ...appEnv }))
	/** Another app on the file's database, configured by exactly `env` (no BASE_ENV): another instance, or another set-up. */
	.extend(
		"appWith",
		({ database }) =>
			(env: Record<string, string> = {}, options: TestAppOptions = {}) =>
				createTestApp(database, env, options),
	)
	.extend("newUser", ({ app }) => (options: NewUserOptions = {}) => signedInUser(app, options))
	/** Gives the user a subscription as the billing webhook records it (no row means Free): Pro unless told. */
	.extend("subscribe", ({ db }) => async (user: Pick<TestUser, "userId">, fields: SubscriptionFields = {}) => {
		const values = { status: "active" as const, ...fields };
		await db
			.insert(subscription)
			.values({ userId: user.userId, ...values })
			.onConflictDoUpdate({ target: subscription.userId, set: values });
	});

/** The suite once per database kind (PGlite; PostgreSQL too when TEST_DATABASE_URL is set), on a database of that kind. */
export function describeEachDatabase(title: string, body: (kind: DatabaseKind) => void) {
	describeOn(databaseKinds(), title, body);
}

/** The suite once per kind named, for what does not depend on the database kind. */
export function describeOn(kinds: DatabaseKind[], title: string, body: (kind: DatabaseKind) => void) {
	describe.each(kinds)(`${title} on %s`, (kind) => {
		test.override("kind", kind);
		// Migrating a fresh database takes seconds: in a hook, so that no test's own time pays for it.
		test.beforeAll(async ({ databasePool }) => {
			await databasePool.get(kind);
		});
		body(kind);
	});
}

async function signedInUser(app: TestApp, options: NewUserOptions): Promise<TestUser> {
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
