import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Database } from "./client.server.ts";

// Relative to the project, so the same path holds from db/ and from the bundled server in build/.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../db/migrations", import.meta.url));

// An arbitrary constant that identifies Quadrant's migration lock among other advisory locks.
const MIGRATION_LOCK_KEY = 7_402_911;

export class MigrationError extends Error {
	constructor(cause: unknown) {
		const reason = cause instanceof Error ? cause.message : String(cause);
		super(`Database migration failed; no change was applied. Reason: ${reason}`, { cause });
		this.name = "MigrationError";
	}
}

/**
 * Applies pending migrations in one transaction: either all of them land or none does. On PostgreSQL an
 * advisory lock serialises instances that start at the same time.
 */
export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
	try {
		if (database.pglite) {
			await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
			return;
		}
		const client = new pg.Client({ connectionString: database.url });
		await client.connect();
		try {
			await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
			await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder });
		} finally {
			await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
			await client.end();
		}
	} catch (error) {
		throw new MigrationError(error);
	}
}
