import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar } from "#tests/setup/cookie-jar.ts";
import { type EventStreamClient, openEventStream } from "#tests/setup/live-sync-client.ts";
import { type Pgbouncer, startPgbouncer } from "#tests/setup/pgbouncer.ts";
import { type ServerProcess, startServer } from "#tests/setup/server-process.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

// Two real server processes (the build: `npm run build` first) sharing one PostgreSQL database, as behind a load
// balancer: a change written through one reaches a stream held by the other.
describe.runIf(databaseKinds().includes("postgres"))("live sync between instances", () => {
	let testDb: TestDatabase;
	const servers: ServerProcess[] = [];
	const streams: EventStreamClient[] = [];
	let bouncer: Pgbouncer | undefined;
	beforeAll(async () => {
		testDb = await createTestDatabase("postgres");
	});
	afterAll(async () => {
		for (const stream of streams) stream.close();
		await Promise.all(servers.map((server) => server.stop()));
		await bouncer?.stop();
		await testDb.dispose();
	});

	const start = async (env: Record<string, string>) => {
		const server = await startServer({ LOG_LEVEL: "warn", FREE_TASKS_PER_QUADRANT: "1000", ...env });
		servers.push(server);
		return server;
	};
	/** One person's browser: its cookies, sent to whichever instance the request lands on. */
	const browser = () => {
		const jar = new CookieJar();
		const send = async (server: ServerProcess, method: string, path: string, body?: unknown) =>
			jar.store(
				await fetch(new URL(path, server.baseUrl), {
					method,
					headers: {
						origin: server.baseUrl,
						cookie: jar.header(),
						...(body === undefined ? {} : { "content-type": "application/json" }),
					},
					body: body === undefined ? undefined : JSON.stringify(body),
				}),
			);
		const stream = (server: ServerProcess) => {
			const opened = openEventStream(server.baseUrl, { cookie: () => jar.header() });
			streams.push(opened);
			return opened;
		};
		const addTask = async (server: ServerProcess, title: string) => {
			const response = await send(server, "POST", "/api/v1/tasks", {
				id: randomUUID(),
				title,
				quadrant: "urgent-important",
			});
			expect(response.status).toBe(201);
			return ((await response.json()) as { id: string }).id;
		};
		return { send, stream, addTask };
	};
	const signedIn = async (server: ServerProcess) => {
		const person = browser();
		expect((await person.send(server, "POST", "/api/auth/sign-in/anonymous", {})).status).toBe(200);
		// A first board comes with example tasks; cleared before any stream opens, so each test reads its own changes.
		const { boards } = (await (await person.send(server, "GET", "/api/v1/boards")).json()) as {
			boards: { id: string }[];
		};
		for (const { id } of boards) {
			expect((await person.send(server, "DELETE", `/api/v1/boards/${id}/examples`)).status).toBe(200);
		}
		return person;
	};
	const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
		const client = new pg.Client({ connectionString: testDb.url });
		await client.connect();
		try {
			return await work(client);
		} finally {
			await client.end();
		}
	};
	const listenerPids = (server: ServerProcess) =>
		admin(async (client) => {
			const result = await client.query<{ pid: number }>(
				"select pid from pg_stat_activity where application_name = $1",
				[`quadrant-listen-${server.child.pid}`],
			);
			return result.rows.map((row) => row.pid);
		});

	describe("connected directly", () => {
		let a: ServerProcess;
		let b: ServerProcess;
		beforeAll(async () => {
			a = await start({ DATABASE_URL: testDb.url ?? "" });
			// A shutdown that waited for open streams would take all of this.
			b = await start({ DATABASE_URL: testDb.url ?? "", SHUTDOWN_TIMEOUT_MS: "60000" });
		});

		it("delivers a change written on A to a stream held on B, telling it the build B serves", async () => {
			const person = await signedIn(a);
			const onB = person.stream(b);
			const build = await onB.next("build");
			expect(build.data.version).toEqual(expect.any(String));
			await onB.next("ready");
			const id = await person.addTask(a, "Written on A");
			await onB.changeCount(1);
			expect(onB.changes()[0]?.data).toMatchObject({ entity: "task", action: "created", id });
		});

		it("loses nothing when B's listening connection is killed while A writes", async () => {
			const person = await signedIn(a);
			const onB = person.stream(b);
			await onB.next("ready");
			const [listener] = await listenerPids(b);
			expect(listener).toBeDefined();
			const ids: string[] = [];
			for (let index = 0; index < 30; index++) {
				if (index === 10) await admin((client) => client.query("select pg_terminate_backend($1)", [listener]));
				ids.push(await person.addTask(a, `Task ${index}`));
			}
			await onB.changeCount(30, 20_000);
			expect(onB.changes().map((event) => event.data.id)).toEqual(ids);
			// Consecutive sequence numbers: none lost (they start after the cleared examples' changes).
			const first = Number(onB.changes()[0]?.id);
			expect(onB.changes().map((event) => Number(event.id))).toEqual(ids.map((_, index) => first + index));
			// B listens again, on a new connection.
			await expect
				.poll(async () => {
					const pids = await listenerPids(b);
					return pids.length === 1 && pids[0] !== listener;
				})
				.toBe(true);
		});

		it("ends a session's streams on every instance at once when it signs out on one", async () => {
			const person = await signedIn(a);
			const onB = person.stream(b);
			await onB.next("ready");
			expect((await person.send(a, "POST", "/api/auth/sign-out", {})).status).toBe(200);
			await onB.next("signed-out");
		});

		it("shuts down at once with streams open: they end, and their clients reconnect elsewhere", async () => {
			const person = await signedIn(a);
			const onB = person.stream(b);
			await onB.next("ready");
			const started = Date.now();
			expect(await b.stop()).toBe(0);
			expect(Date.now() - started).toBeLessThan(10_000);
		});
	});

	describe("through pgbouncer in transaction mode", () => {
		let a: ServerProcess;
		let b: ServerProcess;
		beforeAll(async () => {
			bouncer = await startPgbouncer(testDb.url ?? "");
			// The pool goes through pgbouncer; LISTEN needs a connection of its own, straight to PostgreSQL.
			const env = { DATABASE_URL: bouncer.url, DATABASE_LISTEN_URL: testDb.url ?? "" };
			a = await start(env);
			b = await start(env);
		});

		it("delivers a change written on A to a stream held on B, and a sign-out on A ends it", async () => {
			const person = await signedIn(a);
			const onB = person.stream(b);
			await onB.next("ready");
			const ids = [await person.addTask(a, "Pooled one"), await person.addTask(b, "Pooled two")];
			await onB.changeCount(2);
			expect(onB.changes().map((event) => event.data.id)).toEqual(ids);
			expect((await person.send(a, "POST", "/api/auth/sign-out", {})).status).toBe(200);
			await onB.next("signed-out");
		});
	});
});
