import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type EmbeddedLog, recordOwner, startEmbeddedPostgres } from "./embedded-postgres.ts";
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
	/** True for the PostgreSQL server the app starts itself in DATA_DIR. */
	isEmbedded?: boolean;
};

// The embedded server shares the machine with the app: a few connections keep two cores busy without a backend
// (several MiB each) per idle slot. DATABASE_URL servers get the larger pool.
const EMBEDDED_POOL_SIZE = 5;
const POOL_SIZE = 10;

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
	const result = (await db.execute(query)) as { rows: Row[] };
	return result.rows;
}

/** How many rows a raw delete or update touched: node-postgres reports rowCount, PGlite affectedRows. */
export function affectedRows(result: unknown): number {
	const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
	return rowCount ?? affectedRows ?? 0;
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
	poolSize?: number;
	/**
	 * PostgreSQL only: the server cancels a statement that runs longer than this (sent as a connection parameter;
	 * behind pgbouncer see docs/operations.md). Unset or 0: no limit.
	 */
	statementTimeoutMs?: number;
	/** PostgreSQL only: how long a query waits for a pooled connection, or for a new one to open. Unset: forever. */
	acquireTimeoutMs?: number;
	/** In-memory PGlite only: starts as a copy of this dump (PGlite's dumpDataDir), which skips creating a cluster. */
	loadDataDir?: Blob;
};

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite: in `dataDir`, or in memory when `dataDir` is
 * "memory://". Exactly one PGlite instance may hold a data directory per process, so the server creates the
 * database once and hands it to everything else.
 */
export function createDatabase({
	databaseUrl,
	dataDir = "./data",
	onIdleConnectionError,
	poolSize = POOL_SIZE,
	statementTimeoutMs,
	acquireTimeoutMs,
	loadDataDir,
}: DatabaseOptions): Database {
	if (databaseUrl) {
		// Without these a locked table held every request for as long as the lock lasted (issue 19: 34–39 s); with them
		// a request fails fast and is answered 503 with Retry-After (db/database-timeout.ts).
		const pool = new pg.Pool({
			connectionString: databaseUrl,
			max: poolSize,
			...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
			...(acquireTimeoutMs ? { connectionTimeoutMillis: acquireTimeoutMs } : {}),
		});
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
	const client = dataDir === "memory://" ? new PGlite({ loadDataDir }) : openPgliteDirectory(dataDir);
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

export type OpenOptions = DatabaseOptions & {
	embedded?: "postgres" | "pglite" | undefined;
	log: EmbeddedLog;
	/** Told if the embedded server stops on its own (killed, crashed): the process cannot go on without it. */
	onEmbeddedExit: (code: number | null, signal: string | null) => void;
};

/**
 * What the server opens at start-up: PostgreSQL at DATABASE_URL; otherwise, in DATA_DIR, the embedded PostgreSQL
 * server (the default, ADR 0012) or PGlite. A DATA_DIR holding only a PGlite database keeps using it unless
 * EMBEDDED_DATABASE says otherwise, so an upgrade never starts on an empty database.
 */
export async function openDatabase({ embedded, log, onEmbeddedExit, ...options }: OpenOptions): Promise<Database> {
	const { databaseUrl, dataDir = "./data" } = options;
	if (databaseUrl || dataDir === "memory://") return createDatabase(options);
	const hasOnlyPglite = existsSync(join(dataDir, "pglite")) && !existsSync(join(dataDir, "postgres"));
	const kind = embedded ?? (hasOnlyPglite ? "pglite" : "postgres");
	if (kind === "pglite") return createDatabase(options);
	const server = await startEmbeddedPostgres({ dataDir, log });
	server.onUnexpectedExit((code, signal) => onEmbeddedExit(code, signal));
	await recordOwner(dataDir);
	const database = createDatabase({ ...options, databaseUrl: server.url, poolSize: EMBEDDED_POOL_SIZE });
	return {
		...database,
		isEmbedded: true,
		close: async () => {
			await database.close();
			await server.stop();
		},
	};
}

function openPgliteDirectory(dataDir: string): PGlite {
	const path = resolve(dataDir, "pglite");
	mkdirSync(dirname(path), { recursive: true });
	return new PGlite(path);
}
