import { afterAll, test as base, beforeAll, describe } from "vitest";
import { disposeTestDatabases, type SharedAppOptions, testAppOf, testDatabaseOf } from "./database-pool.ts";
import { startStripePeer } from "./stripe-peer.ts";
import { createTestApp, type TestAppOptions } from "./test-app.ts";
import { type DatabaseKind, databaseKinds } from "./test-database.ts";
import { newUserOf, subscribeIn } from "./test-user.ts";

// What every integration test builds on: a fresh database per file and kind, the app on it, and signed-in users.
// A file states only what is special about it: its suites in describeEachDatabase (or describeOn), and its
// configuration in `test.override("appEnv", …)` (its own, as Vitest isolates test files).

declare module "vitest" {
	interface TaskMeta {
		/** Set by describeOn on its suites; their tests inherit it. */
		databaseKind?: DatabaseKind;
	}
}

/** Many sign-ins come from one address in a file: the per-address limit is proven on its own (auth-rate-limits). */
const BASE_ENV = { AUTH_RATE_LIMIT_PER_MINUTE: "1000" };

export const test = base
	// biome-ignore lint/correctness/noEmptyPattern: Vitest reads what a fixture depends on from this pattern.
	.extend("stripePeer", { scope: "file" }, async ({}, { onCleanup }) => {
		const peer = await startStripePeer();
		onCleanup(() => peer.close());
		return peer;
	})
	// From the suite rather than an override, so that a file's own test.extend(…) keeps it.
	.extend("kind", ({ task }) => {
		const kind = task.meta.databaseKind;
		if (!kind) throw new Error("The database fixtures live in describeEachDatabase or describeOn suites.");
		return kind;
	})
	/** The file's configuration, on top of BASE_ENV. */
	.extend("appEnv", {} as Record<string, string>)
	/** The file's options of the app that no environment variable can set (a test-only push policy). */
	.extend("appOptions", {} as SharedAppOptions)
	.extend("database", async ({ kind }) => (await testDatabaseOf(kind)).database)
	.extend("db", ({ database }) => database.db)
	.extend("app", ({ database, appEnv, appOptions }) => testAppOf(database, { ...BASE_ENV, ...appEnv }, appOptions))
	/** Another app on the file's database, configured by exactly `env` (no BASE_ENV): another instance, or another set-up. */
	.extend("appWith", ({ database }) => {
		return (env: Record<string, string> = {}, options: TestAppOptions = {}) => createTestApp(database, env, options);
	})
	/** Gives the user a subscription as the billing webhook records it (no row means Free): Pro unless told. */
	.extend("subscribe", ({ db }) => subscribeIn(db))
	/**
	 * A signed-in API client: anonymous unless asked for an email account, Free unless given a subscription, with an
	 * empty default board unless asked for the first board a new person gets (with its example tasks).
	 */
	.extend("newUser", ({ app, db, subscribe }) => newUserOf(app, subscribe, db));

/** The suite once per database kind (PGlite; PostgreSQL too when TEST_DATABASE_URL is set), on a database of that kind. */
export function describeEachDatabase(title: string, body: (kind: DatabaseKind) => void) {
	describeOn(databaseKinds(), title, body);
}

/** The suite once per kind named, for what does not depend on the database kind. */
export function describeOn(kinds: DatabaseKind[], title: string, body: (kind: DatabaseKind) => void) {
	for (const kind of kinds) {
		describe(`${title} on ${kind}`, { meta: { databaseKind: kind } }, () => {
			// Migrating a fresh database takes seconds: in a hook, so that no test's own time pays for it.
			beforeAll(async () => {
				await testDatabaseOf(kind);
			});
			body(kind);
		});
	}
	// Once the whole file has run: its suites of one kind share a database.
	afterAll(disposeTestDatabases);
}
