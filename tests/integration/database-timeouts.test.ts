import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { createDatabase, type Database } from "#db/client.server.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

// Issue 19, item 7: a table locked by another session used to hold reads for as long as the lock lasted (34–39 s).
// The pool now has a statement timeout and an acquire timeout (short here, 10 s and 5 s by default), and either one
// answers 503 with Retry-After. PostgreSQL only: PGlite is one connection in the process, where no other session can
// hold a lock and no pool is waited for.
const TIMEOUT_MS = 400;

describe.skipIf(!databaseKinds().includes("postgres"))("database timeouts on postgres", () => {
	let testDb: TestDatabase;
	let database: Database;
	beforeAll(async () => {
		testDb = await createTestDatabase("postgres");
		database = createDatabase({
			databaseUrl: testDb.database.url,
			poolSize: 2,
			statementTimeoutMs: TIMEOUT_MS,
			acquireTimeoutMs: TIMEOUT_MS,
		});
	});
	afterAll(async () => {
		await database.close();
		await testDb.dispose();
	});

	const signedIn = async () => {
		const client = apiClient(createTestApp(database, { AUTH_RATE_LIMIT_PER_MINUTE: "1000" }));
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		return client;
	};
	const expectBusy = async (response: Response, startedAt: number) => {
		expect(Date.now() - startedAt).toBeLessThan(TIMEOUT_MS + 2_000);
		expect(response.status).toBe(503);
		expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
		const { error } = (await response.json()) as ApiErrorBody;
		expect(error.code).toBe("database_busy");
		expect(error.message).toBe("The server is busy right now. Please try again in a few seconds.");
	};

	it("answers a read of a locked table 503 with Retry-After within the statement timeout, then serves it again", async () => {
		const client = await signedIn();
		const locker = new pg.Client({ connectionString: testDb.database.url });
		await locker.connect();
		try {
			await locker.query("begin");
			await locker.query("lock table task in access exclusive mode");
			const startedAt = Date.now();
			await expectBusy(await client.get("/api/v1/tasks"), startedAt);
		} finally {
			await locker.query("rollback");
			await locker.end();
		}
		expect((await client.get("/api/v1/tasks")).status).toBe(200);
	});

	it("answers 503 with Retry-After when no pooled connection frees up within the acquire timeout", async () => {
		const client = await signedIn();
		const pool = (database.db as unknown as { $client: pg.Pool }).$client;
		const held = await Promise.all([pool.connect(), pool.connect()]);
		try {
			const startedAt = Date.now();
			await expectBusy(await client.get("/api/v1/tasks"), startedAt);
		} finally {
			for (const connection of held) connection.release();
		}
		expect((await client.get("/api/v1/tasks")).status).toBe(200);
	});
});
