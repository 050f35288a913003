import { randomUUID } from "node:crypto";
import { type IncomingMessage, request } from "node:http";
import { connect, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { createLogger } from "#server/logger.server.ts";
import { createLiveSync, type LiveSync } from "#server/sync/live-sync.ts";
import { signUpAndSignIn } from "#tests/setup/account-by-mail.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { serveOnLoopback } from "#tests/setup/live-sync-client.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

type Client = ReturnType<typeof apiClient>;
const PASSWORD = "correct horse battery staple";
// Enough to fill a loopback connection's buffers (several MiB each way) many times over.
const BACKLOG = 500;

// The review's D1 and D2 (../shared/reviews/security-review.md): one visitor must not hold the server's connections,
// and a client that never reads must not hold its memory.
describe.each(databaseKinds())("live stream bounds on %s", (kind) => {
	let testDb: TestDatabase;
	let app: ReturnType<typeof createTestApp>;
	let server: Awaited<ReturnType<typeof serveOnLoopback>>;
	let liveSync: LiveSync;
	const open: Array<{ close: () => void }> = [];
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		const limits = { perSession: 2, perUser: 3, perAddress: 5, writeDeadlineMs: 1000 };
		liveSync = createLiveSync({ database: testDb.database, logger: createLogger({ logLevel: "silent" }), limits });
		app = createTestApp(testDb.database, { AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { liveSync });
		server = await serveOnLoopback(app);
	});
	/** Closes every stream the test opened, and waits until the server has let them go (their places are free). */
	const closeAll = async () => {
		for (const stream of open.splice(0)) stream.close();
		await expect.poll(() => liveSync.streamCount()).toBe(0);
	};
	afterEach(closeAll);
	afterAll(async () => {
		await liveSync.stop();
		await server.close();
		await testDb.dispose();
	});

	const anonymousUser = async () => {
		const client = apiClient(app);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		return client;
	};
	/** Asks for a stream as EventSource does; resolves with the answer's head (the body keeps streaming). */
	const stream = (client: Client, { language = "en", query = "" } = {}) =>
		new Promise<IncomingMessage>((resolve, reject) => {
			const sent = request(`${server.baseUrl}/api/v1/events${query}`, {
				headers: { Accept: "text/event-stream", Cookie: client.jar.header(), "Accept-Language": language },
			});
			sent.on("response", (response) => {
				open.push({ close: () => sent.destroy() });
				resolve(response);
			});
			sent.on("error", reject);
			sent.end();
		});
	const bodyOf = (response: IncomingMessage) =>
		new Promise<ApiErrorBody>((resolve) => {
			let text = "";
			response.on("data", (chunk) => {
				text += chunk;
			});
			response.on("end", () => resolve(JSON.parse(text) as ApiErrorBody));
		});
	const streamCount = async (client: Client, count: number) => {
		const statuses = [];
		for (let i = 0; i < count; i++) statuses.push((await stream(client)).statusCode);
		return statuses;
	};

	it("refuses a session's stream over its cap with 429, Retry-After and a translated message, and frees the place when one ends", async () => {
		const client = await anonymousUser();
		expect(await streamCount(client, 2)).toEqual([200, 200]);
		const refused = await stream(client, { language: "fr" });
		expect(refused.statusCode).toBe(429);
		expect(refused.headers["retry-after"]).toBe("30");
		expect(refused.headers.connection).toBe("close");
		const body = await bodyOf(refused);
		expect(body.error.code).toBe("too_many_streams");
		expect(body.error.message).toContain("connexions en direct");

		open[0]?.close();
		await expect.poll(() => liveSync.streamCount()).toBe(1);
		expect((await stream(client)).statusCode).toBe(200);
	});

	it("caps a user's streams across sessions, and an address's across users", async () => {
		const email = `bounds-${randomUUID()}@example.test`;
		const laptop = apiClient(app);
		await signUpAndSignIn(laptop, { email, password: PASSWORD });
		const phone = apiClient(app);
		expect((await phone.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
		expect(await streamCount(laptop, 2)).toEqual([200, 200]);
		expect(await streamCount(phone, 2)).toEqual([200, 429]);
		await closeAll();

		// Five from one address (every client of this test is 127.0.0.1), whoever they are; the sixth is refused.
		const visitors = await Promise.all([anonymousUser(), anonymousUser(), anonymousUser()]);
		expect(await streamCount(visitors[0] as Client, 2)).toEqual([200, 200]);
		expect(await streamCount(visitors[1] as Client, 2)).toEqual([200, 200]);
		expect(await streamCount(visitors[2] as Client, 2)).toEqual([200, 429]);
	});

	it("drops a client that stops reading once the write deadline passes, and streams to the others meanwhile", async () => {
		const writer = await anonymousUser();
		const userId = (await writer.json<{ id: string }>(writer.get("/api/v1/me"))).id;
		// The review's kind of backlog: changes of about 31.6 KB each on the wire (a control character is written as
		// \u0001). One is made through the API; the log is then filled with copies of it, as that many edits would fill it.
		const task = await writer.json<{ id: string }>(
			writer.post("/api/v1/tasks", { id: randomUUID(), title: "Large", quadrant: "urgent-important" }),
		);
		const description = "\u0001".repeat(5000);
		expect((await writer.send("PATCH", `/api/v1/tasks/${task.id}`, { description })).status).toBe(200);
		await testDb.database.db.execute(sql`
			insert into change_log (user_id, seq, entity, entity_id, action, data)
			select user_id, seq + copy, entity, entity_id, action, data
			from change_log cross join generate_series(1, ${BACKLOG - 1}) as copy
			where user_id = ${userId} and seq = (select last_seq from user_change_seq where user_id = ${userId})`);
		await testDb.database.db.execute(
			sql`update user_change_seq set last_seq = last_seq + ${BACKLOG - 1} where user_id = ${userId}`,
		);
		const whole = BACKLOG * 31_000;
		const stalled = neverReadingStream(writer.jar.header());
		const reader = await stream(writer, { query: "?after=0" });
		let received = 0;
		reader.on("data", (chunk: Buffer) => {
			received += chunk.length;
		});
		// The other stream of the same user gets its changes meanwhile: the first pages are enough to show it.
		await expect.poll(() => received, { timeout: 20_000 }).toBeGreaterThan(100 * 31_000);

		// The session's two places were the stalled stream and the reader's: a third stream is let in once the server
		// dropped the stalled one.
		await expect.poll(async () => (await stream(writer)).statusCode, { timeout: 20_000 }).toBe(200);
		let cutOffAfter = 0;
		const ended = new Promise<void>((resolve) => stalled.on("close", () => resolve()));
		stalled.on("data", (chunk: Buffer) => {
			cutOffAfter += chunk.length;
		});
		stalled.on("error", () => {});
		stalled.resume();
		await ended;
		expect(cutOffAfter).toBeLessThan(whole);
	});

	/** A raw connection that asks for the whole log and never reads a byte of the answer (until the test resumes it). */
	const neverReadingStream = (cookie: string): Socket => {
		const { hostname, port } = new URL(server.baseUrl);
		const socket = connect(Number(port), hostname);
		socket.pause();
		socket.write(
			`GET /api/v1/events?after=0 HTTP/1.1\r\nHost: ${hostname}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
		);
		open.push({ close: () => socket.destroy() });
		return socket;
	};
});
