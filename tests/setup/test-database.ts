import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { createDatabase, type Database } from "#db/client.server.ts";
import { MIGRATIONS_FOLDER, runMigrations } from "#db/migrate.server.ts";
import { withAdminClient } from "./database-templates.ts";

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
	// A copy of the run's migrated template (integration-global-setup.ts), when there is one and it is what is asked for.
	const isTemplateWanted = migrate && migrationsFolder === MIGRATIONS_FOLDER;
	if (kind === "pglite") {
		const template = isTemplateWanted ? inject("pgliteTemplate") : undefined;
		const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
		const database = createDatabase({ dataDir: "memory://", loadDataDir });
		if (migrate && !loadDataDir) await runMigrations(database, migrationsFolder);
		return { database, dispose: () => database.close() };
	}
	if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
	const adminUrl = TEST_DATABASE_URL;
	const name = `quadrant_test_${randomBytes(6).toString("hex")}`;
	const template = isTemplateWanted ? inject("postgresTemplate") : undefined;
	await withAdminClient(adminUrl, (client) =>
		client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
	);
	const url = new URL(adminUrl);
	url.pathname = `/${name}`;
	const database = createDatabase({ databaseUrl: url.toString() });
	if (migrate && !template) await runMigrations(database, migrationsFolder);
	return {
		database,
		url: url.toString(),
		dispose: async () => {
			await database.close();
			await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
		},
	};
}
