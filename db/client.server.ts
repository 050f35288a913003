import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
// The query builder is used everywhere (no relational `db.query`), so no schema object is passed in.
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
	db: Db;
	kind: "pglite" | "postgres";
	/** Resolves when the database answers a trivial query. */
	ping: () => Promise<void>;
	close: () => Promise<void>;
	/** Present only for PGlite: the raw client, for migrations on the same instance. */
	pglite?: PGlite;
	/** Present only for PostgreSQL: the connection string, for a dedicated migration connection. */
	url?: string;
};

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
	const result = (await db.execute(query)) as { rows: Row[] };
	return result.rows;
}

/**
 * The same connection as `db`, with a schema for Drizzle's relational queries: only better-auth's adapter needs it
 * (a session and its user in one query); the rest of the code uses the query builder.
 */
export function withSchema<Schema extends Record<string, unknown>>(db: Db, schema: Schema): Db {
	const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
	return (client instanceof PGlite
		? drizzlePglite({ client, schema })
		: drizzleNodePostgres({ client, schema })) as unknown as Db;
}

export type DatabaseOptions = {
	databaseUrl?: string;
	dataDir?: string;
	/** Told when an idle pooled connection fails (the server restarted, an admin ended it); the pool replaces it. */
	onIdleConnectionError?: (error: Error) => void;
};

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite: in `dataDir`, or in memory when `dataDir` is
 * "memory://". Exactly one PGlite instance may hold a data directory per process, so the server creates the
 * database once and hands it to everything else.
 */
export function createDatabase({ databaseUrl, dataDir = "./data", onIdleConnectionError }: DatabaseOptions): Database {
	if (databaseUrl) {
		const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
		// Without a listener an idle connection's error would crash the process.
		pool.on("error", (error) => onIdleConnectionError?.(error));
		return {
			db: drizzleNodePostgres({ client: pool }) as unknown as Db,
			kind: "postgres",
			url: databaseUrl,
			ping: async () => {
				await pool.query("select 1");
			},
			close: () => pool.end(),
		};
	}
	const client = dataDir === "memory://" ? new PGlite() : openPgliteDirectory(dataDir);
	return {
		db: drizzlePglite({ client }) as unknown as Db,
		kind: "pglite",
		pglite: client,
		ping: async () => {
			await client.query("select 1");
		},
		close: () => client.close(),
	};
}

/** What start-up opens: the same choice as `createDatabase`, for start-up steps that may need to wait. */
export async function openDatabase(options: DatabaseOptions & { logger?: unknown }): Promise<Database> {
	return createDatabase(options);
}

function openPgliteDirectory(dataDir: string): PGlite {
	const path = resolve(dataDir, "pglite");
	mkdirSync(dirname(path), { recursive: true });
	return new PGlite(path);
}
