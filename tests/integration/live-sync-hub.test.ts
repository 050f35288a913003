import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#config/env.server.ts";
import { createAuth } from "#core/auth/create-auth.server.ts";
import { appendChange } from "#core/change-log/append-change.ts";
import { notifySessionRevoked } from "#core/change-log/change-channels.ts";
import { session, user } from "#db/schema/auth.ts";
import { createApp } from "#server/index.ts";
import { createLogger } from "#server/logger.server.ts";
import { createLiveSync, type SessionRevokedListener } from "#server/sync/live-sync.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { openEventStream, serveOnLoopback } from "#tests/setup/live-sync-client.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

// The hub below the HTTP route: what a stream is sent besides changes, and what other parts of the server (a session
// cache) can subscribe to.
describe.each(databaseKinds())("live sync hub on %s", (kind) => {
	let testDb: TestDatabase;
	const logger = createLogger(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }));
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
	});
	afterAll(() => testDb.dispose());

	let userCount = 0;
	const newUserId = async () => {
		userCount += 1;
		const id = `hub-user-${userCount}`;
		await testDb.database.db.insert(user).values({ id, name: id, email: `${id}@example.test`, emailVerified: false });
		return id;
	};
	/** A stream's written text, and a wait for some text to appear in it. */
	const recorder = () => {
		let text = "";
		let isClosed = false;
		const waiters = new Set<() => void>();
		return {
			writer: {
				write: (chunk: string | Uint8Array) => {
					text += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString();
					for (const waiter of waiters) waiter();
					return undefined;
				},
				close: () => {
					isClosed = true;
					for (const waiter of waiters) waiter();
				},
				destroy: () => {
					isClosed = true;
					for (const waiter of waiters) waiter();
				},
			},
			text: () => text,
			isClosed: () => isClosed,
			until: (isDone: () => boolean) =>
				new Promise<void>((resolve, reject) => {
					const check = () => {
						if (!isDone()) return;
						waiters.delete(check);
						clearTimeout(timer);
						resolve();
					};
					const timer = setTimeout(() => reject(new Error(`gave up; stream so far:\n${text}`)), 10_000);
					waiters.add(check);
					check();
				}),
		};
	};
	/** A stream of a real session (the hub checks that open streams' sessions still exist when it starts listening). */
	const open = async (
		liveSync: ReturnType<typeof createLiveSync>,
		userId: string,
		{ sessionId = `session-of-${userId}`, expiresAt = new Date(Date.now() + 60_000), ...extra } = {} as {
			sessionId?: string;
			expiresAt?: Date;
			buildVersion?: () => Promise<string>;
		},
	) => {
		await testDb.database.db
			.insert(session)
			.values({ id: sessionId, token: `token-${sessionId}`, userId, expiresAt })
			.onConflictDoNothing();
		const stream = recorder();
		await liveSync.open({
			userId,
			sessionId,
			address: "127.0.0.1",
			sessionExpiresAt: expiresAt,
			after: undefined,
			writer: stream.writer,
			...extra,
		});
		return stream;
	};

	it("writes a heartbeat comment on idle streams, and a build event whenever the served build changes", async () => {
		const liveSync = createLiveSync({ database: testDb.database, logger, heartbeatMs: 40 });
		let version = "build-1";
		let asked = 0;
		// The first answer takes several heartbeats' time: a stream still opening gets no heartbeat before `ready`.
		const buildVersion = async () => {
			if (asked++ === 0) await new Promise((resolve) => setTimeout(resolve, 150));
			return version;
		};
		const stream = await open(liveSync, await newUserId(), { buildVersion });
		await stream.until(() => stream.text().includes("event: ready"));
		expect(stream.text()).toMatch(/^event: build\ndata: {"version":"build-1"}\n\nretry: 1000\nid: 0\nevent: ready\n/);
		await stream.until(() => stream.text().includes(": heartbeat\n\n"));
		version = "build-2";
		await stream.until(() => stream.text().includes('data: {"version":"build-2"}'));
		expect(stream.text().match(/event: build/g)).toHaveLength(2);
		await liveSync.stop();
	});

	it("tells a subscribed session cache of every revocation, and to drop everything when listening (re)starts", async () => {
		const liveSync = createLiveSync({ database: testDb.database, logger });
		const heard: Parameters<SessionRevokedListener>[0][] = [];
		const unsubscribe = liveSync.onSessionRevoked((revoked) => heard.push(revoked));
		await liveSync.start();
		expect(heard).toContain("all");
		await notifySessionRevoked(testDb.database.db, { userId: "someone", sessionId: "their-session" });
		await notifySessionRevoked(testDb.database.db, { userId: "someone-deleted" });
		await expect.poll(() => heard.length).toBe(3);
		expect(heard.slice(1)).toEqual([{ userId: "someone", sessionId: "their-session" }, { userId: "someone-deleted" }]);
		unsubscribe();
		await liveSync.stop();
	});

	it("ends a revoked session's streams only, and ends every stream at stop so a shutdown does not wait on them", async () => {
		const liveSync = createLiveSync({ database: testDb.database, logger });
		const userId = await newUserId();
		const revoked = await open(liveSync, userId, { sessionId: "laptop" });
		const kept = await open(liveSync, userId, { sessionId: "phone" });
		await notifySessionRevoked(testDb.database.db, { userId, sessionId: "laptop" });
		await revoked.until(revoked.isClosed);
		expect(revoked.text()).toContain("event: signed-out\ndata: {}\n\n");
		await testDb.database.db.transaction((tx) =>
			appendChange(tx, userId, { entity: "viewOptions", entityId: userId, action: "updated", data: {} }),
		);
		await kept.until(() => kept.text().includes("event: change"));
		expect(liveSync.streamCount()).toBe(1);

		await liveSync.stop();
		await kept.until(kept.isClosed);
		expect(kept.text()).not.toContain("signed-out");
		const late = await open(liveSync, userId);
		await late.until(late.isClosed);
		expect(liveSync.streamCount()).toBe(0);
	});

	it("ends a stream when its session expires", async () => {
		const liveSync = createLiveSync({ database: testDb.database, logger });
		const stream = await open(liveSync, await newUserId(), { expiresAt: new Date(Date.now() + 50) });
		await stream.until(stream.isClosed);
		expect(stream.text()).toContain("event: signed-out");
		await liveSync.stop();
	});

	it("forgets a stream as soon as its client goes away, served by Node or in process", async () => {
		const liveSync = createLiveSync({ database: testDb.database, logger });
		const config = parseConfig({
			NODE_ENV: "test",
			LOG_LEVEL: "silent",
			BASE_URL: TEST_BASE_URL,
			AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
		});
		const mailer = { send: async () => {} };
		const auth = createAuth({
			db: testDb.database.db,
			config,
			secret: config.authSecret ?? "",
			mailer,
			logger,
		});
		const app = createApp({ config, database: testDb.database, logger, auth, mailer, liveSync });
		const client = apiClient(app);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);

		const server = await serveOnLoopback(app);
		const stream = openEventStream(server.baseUrl, { cookie: () => client.jar.header() });
		await stream.next("ready");
		expect(liveSync.streamCount()).toBe(1);
		stream.close();
		await expect.poll(() => liveSync.streamCount()).toBe(0);
		await server.close();

		const response = await app.request("/api/v1/events", { headers: { cookie: client.jar.header() } });
		expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
		const reader = response.body?.getReader();
		await reader?.read();
		expect(liveSync.streamCount()).toBe(1);
		await reader?.cancel();
		await expect.poll(() => liveSync.streamCount()).toBe(0);
		await liveSync.stop();
	});
});
