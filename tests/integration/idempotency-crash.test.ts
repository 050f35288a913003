import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "#db/client.server.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { CookieJar } from "#tests/setup/cookie-jar.ts";
import { type ServerProcess, startServer } from "#tests/setup/server-process.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

// Security review round 3, D4, reproduced as the review did it: a keyed write waits on a locked table, the server is
// killed (-9) meanwhile, and the same request is sent again to a new server on the same database. Its claim used to
// stay "in progress" for a week (409 on every retry, the task never made). PostgreSQL only: another session holds the
// lock, and the built server (`npm run build` first) runs on the test's database.
const LEASE_MS = 1000;
/** Two server starts, each rendering the public pages, on two cores that CI keeps busy too. */
const PROCESS_TEST_TIMEOUT_MS = 120_000;

describe.runIf(databaseKinds().includes("postgres"))("Idempotency-Key claims of a server that stops answering", () => {
	let testDb: TestDatabase;
	let server: ServerProcess | undefined;
	beforeAll(async () => {
		testDb = await createTestDatabase("postgres");
	});
	afterAll(async () => {
		await server?.stop();
		await testDb.dispose();
	});

	const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
		const client = new pg.Client({ connectionString: testDb.url });
		await client.connect();
		try {
			return await work(client);
		} finally {
			await client.end();
		}
	};
	/** Another session's lock on the task table, held until released: writes to tasks wait for it. */
	const lockTasks = async () => {
		const locker = new pg.Client({ connectionString: testDb.url });
		await locker.connect();
		await locker.query("begin");
		await locker.query("lock table task in access exclusive mode");
		return async () => {
			await locker.query("rollback");
			await locker.end();
		};
	};
	const sessionsWaitingForALock = () =>
		admin(async (client) => {
			const result = await client.query(
				"select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
			);
			return result.rowCount;
		});
	const claimStatus = (key: string) =>
		admin(async (client) => {
			const result = await client.query<{ status: number }>("select status from idempotency_key where key = $1", [key]);
			return result.rows[0]?.status;
		});
	const claimIsOlderThan = (key: string, ageMs: number) =>
		admin(async (client) => {
			const result = await client.query<{ isOlder: boolean }>(
				`select now() - created_at > $2::integer * interval '1 millisecond' as "isOlder" from idempotency_key where key = $1`,
				[key, ageMs],
			);
			return result.rows[0]?.isOlder;
		});
	const countOf = (taskId: string) =>
		admin(async (client) => {
			const tasks = await client.query("select 1 from task where id = $1", [taskId]);
			const changes = await client.query("select 1 from change_log where entity_id = $1", [taskId]);
			return { tasks: tasks.rowCount, changes: changes.rowCount };
		});

	it("applies the retry of a request the killed server had claimed, once, after the claim's lease", {
		timeout: PROCESS_TEST_TIMEOUT_MS,
	}, async () => {
		const env = { DATABASE_URL: testDb.url ?? "", IDEMPOTENCY_LEASE_MS: String(LEASE_MS), LOG_LEVEL: "warn" };
		server = await startServer(env);
		const jar = new CookieJar();
		const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
			if (!server) throw new Error("no server");
			return jar.store(
				await fetch(new URL(path, server.baseUrl), {
					method,
					headers: {
						origin: server.baseUrl,
						cookie: jar.header(),
						...(body === undefined ? {} : { "content-type": "application/json" }),
						...headers,
					},
					body: body === undefined ? undefined : JSON.stringify(body),
				}),
			);
		};
		expect((await send("POST", "/api/auth/sign-in/anonymous", {})).status).toBe(200);
		// The first board is made on first use: before the lock, so that only the keyed write waits for it.
		expect((await send("GET", "/api/v1/boards")).status).toBe(200);
		const key = `crash-${randomUUID()}`;
		const body = { id: randomUUID(), title: "Sent before the crash", quadrant: "urgent-important" };
		const create = () => send("POST", "/api/v1/tasks", body, { "idempotency-key": key });

		const release = await lockTasks();
		try {
			const lost = create().catch(() => "connection lost");
			await expect.poll(() => claimStatus(key)).toBe(0);
			await expect.poll(sessionsWaitingForALock).toBeGreaterThan(0);
			server.child.kill("SIGKILL");
			expect(await lost).toBe("connection lost");
			await server.stop();
		} finally {
			await release();
		}
		expect(await claimStatus(key)).toBe(0);

		server = await startServer(env);
		// Refused (409) while the dead server's lease runs, then applied by exactly one retry.
		const answers: Response[] = [];
		await expect
			.poll(async () => {
				answers.push(await create());
				return answers.at(-1)?.status;
			})
			.toBe(201);
		expect(answers.filter((answer) => answer.status !== 409)).toHaveLength(1);
		expect(answers.at(-1)?.headers.get("idempotent-replayed")).toBeNull();
		const again = await create();
		expect(again.status).toBe(201);
		expect(again.headers.get("idempotent-replayed")).toBe("true");
		expect((await send("GET", `/api/v1/tasks/${body.id}`)).status).toBe(200);
		expect(await countOf(body.id)).toEqual({ tasks: 1, changes: 1 });
	});

	it("never takes over the claim of a slow request that is still running: its holder renews the lease", async () => {
		// A longer lease here: renewals that lag on a busy machine must not be mistaken for a dead holder.
		const leaseMs = 2 * LEASE_MS;
		const env = { AUTH_RATE_LIMIT_PER_MINUTE: "1000", IDEMPOTENCY_LEASE_MS: String(leaseMs) };
		// Two instances on the database. The retry's gives up on a statement after 2 s: had it taken the claim over, it
		// would wait behind the slow request's locks and answer 503 rather than 409.
		const other = createDatabase({ databaseUrl: testDb.url, statementTimeoutMs: 2000 });
		try {
			const client = apiClient(createTestApp(testDb.database, env));
			const onOther = apiClient(createTestApp(other, env));
			expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
			expect((await client.get("/api/v1/boards")).status).toBe(200);
			const key = `slow-${randomUUID()}`;
			const body = { id: randomUUID(), title: "Slow but alive", quadrant: "urgent-important" };
			const create = (sender = client) =>
				sender.post("/api/v1/tasks", body, { cookie: client.jar.header(), "idempotency-key": key });

			const release = await lockTasks();
			const slow = create();
			try {
				await expect.poll(sessionsWaitingForALock).toBeGreaterThan(0);
				// Two leases after the claim, an unrenewed claim would have run out a lease ago.
				await expect.poll(() => claimIsOlderThan(key, 2 * leaseMs), { timeout: 5 * leaseMs }).toBe(true);
				const retry = await create(onOther);
				expect(retry.status).toBe(409);
			} finally {
				await release();
			}
			const answer = await slow;
			expect(answer.status).toBe(201);
			expect(answer.headers.get("idempotent-replayed")).toBeNull();
			const replay = await create(onOther);
			expect(replay.status).toBe(201);
			expect(replay.headers.get("idempotent-replayed")).toBe("true");
			expect(await countOf(body.id)).toEqual({ tasks: 1, changes: 1 });
		} finally {
			await other.close();
		}
	});
});
