import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type Database } from "#db/client.server.ts";
import { MIGRATIONS_FOLDER, runMigrations } from "#db/migrate.server.ts";

export type DatabaseKind = "pglite" | "postgres";

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. Integration suites run once per kind. */
export function databaseKinds(): DatabaseKind[] {
	return TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export type TestDatabase = { database: Database; url?: string; dispose: () => Promise<void> };

/**
 * A fresh, empty database of the given kind: in-memory PGlite, or a new database on the PostgreSQL server that is
 * dropped afterwards. Migrated unless `migrate: false`.
 */
export async function createTestDatabase(
	kind: DatabaseKind,
	{ migrate = true, migrationsFolder = MIGRATIONS_FOLDER } = {},
): Promise<TestDatabase> {
	if (kind === "pglite") {
		const database = createDatabase({ dataDir: "memory://" });
		if (migrate) await runMigrations(database, migrationsFolder);
		return { database, dispose: () => database.close() };
	}
	if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
	const name = `quadrant_test_${randomBytes(6).toString("hex")}`;
	await withAdminClient((client) => client.query(`create database ${name}`));
	const url = new URL(TEST_DATABASE_URL);
	url.pathname = `/${name}`;
	const database = createDatabase({ databaseUrl: url.toString() });
	if (migrate) await runMigrations(database, migrationsFolder);
	return {
		database,
		url: url.toString(),
		dispose: async () => {
			await database.close();
			await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
		},
	};
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
	const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
	await client.connect();
	try {
		return await work(client);
	} finally {
		await client.end();
	}
}
