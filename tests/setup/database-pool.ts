import type { Database } from "#db/client.server.ts";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./test-database.ts";

/**
 * The test file's databases, one per kind, created on first use and shared by the file's suites of that kind
 * (an in-memory PGlite with migrations takes seconds to start), each with the apps built on it. A module of its own
 * per test file, as Vitest isolates files; `dispose` also empties it, so a shared module would start afresh.
 */
const databases = new Map<DatabaseKind, Promise<TestDatabase>>();
const apps = new Map<string, TestApp>();

export function testDatabaseOf(kind: DatabaseKind): Promise<TestDatabase> {
	const found = databases.get(kind) ?? createTestDatabase(kind);
	databases.set(kind, found);
	return found;
}

/** Options of the app that are plain data, so that equal ones mean the same app. */
export type SharedAppOptions = Pick<TestAppOptions, "pushEndpoints">;

/** The same app for the same database and configuration, as one server process would be. */
export function testAppOf(database: Database, env: Record<string, string>, options: SharedAppOptions = {}): TestApp {
	const key = `${database.kind} ${JSON.stringify(env)} ${JSON.stringify(options)}`;
	const app = apps.get(key) ?? createTestApp(database, env, options);
	apps.set(key, app);
	return app;
}

export async function disposeTestDatabases(): Promise<void> {
	const created = [...databases.values()];
	databases.clear();
	apps.clear();
	await Promise.all(created.map(async (database) => (await database).dispose()));
}
