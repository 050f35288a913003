import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDatabase } from "#db/client.server.ts";
import { MIGRATIONS_FOLDER, runMigrations } from "#db/migrate.server.ts";

declare module "vitest" {
	export interface ProvidedContext {
		/** A migrated in-memory PGlite, dumped: each file's PGlite starts as a copy of it. */
		pgliteTemplate?: string;
		/** A migrated database on TEST_DATABASE_URL's server: each file's PostgreSQL database is created from it. */
		postgresTemplate?: string;
	}
}

export type DatabaseTemplates = { pgliteTemplate: string; postgresTemplate?: string; dispose: () => Promise<void> };

/**
 * The migrated databases every integration file starts from, made once per run: starting an empty PGlite cluster and
 * migrating it cost each file seconds (more than its tests, for many), and so did migrating a new PostgreSQL database.
 */
export async function makeDatabaseTemplates(postgresUrl: string | undefined): Promise<DatabaseTemplates> {
	const pglite = createDatabase({ dataDir: "memory://" });
	await runMigrations(pglite, MIGRATIONS_FOLDER);
	const dump = await (pglite.pglite?.dumpDataDir("none") ?? Promise.reject(new Error("not PGlite")));
	await pglite.close();
	const pgliteTemplate = join(tmpdir(), `quadrant-pglite-template-${randomBytes(6).toString("hex")}.tar`);
	await writeFile(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
	const postgresTemplate = postgresUrl ? await makePostgresTemplate(postgresUrl) : undefined;
	return {
		pgliteTemplate,
		postgresTemplate,
		dispose: async () => {
			await rm(pgliteTemplate, { force: true });
			if (postgresUrl && postgresTemplate) {
				await withAdminClient(postgresUrl, (client) =>
					client.query(`drop database if exists ${postgresTemplate} with (force)`),
				);
			}
		},
	};
}

async function makePostgresTemplate(postgresUrl: string): Promise<string> {
	const name = `quadrant_template_${randomBytes(6).toString("hex")}`;
	await withAdminClient(postgresUrl, (client) => client.query(`create database ${name}`));
	const url = new URL(postgresUrl);
	url.pathname = `/${name}`;
	// Closed before any copy is made: PostgreSQL copies a database only while nobody is connected to it.
	const database = createDatabase({ databaseUrl: url.toString() });
	try {
		await runMigrations(database, MIGRATIONS_FOLDER);
	} finally {
		await database.close();
	}
	return name;
}

export async function withAdminClient<T>(postgresUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
	const client = new pg.Client({ connectionString: postgresUrl });
	await client.connect();
	try {
		return await work(client);
	} finally {
		await client.end();
	}
}
