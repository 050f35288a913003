import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReminderScheduler } from "#core/push/reminder-scheduler.ts";
import { createDatabase, type Database } from "#db/client.server.ts";
import { pushSubscription } from "#db/schema/settings.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { startPushPeer } from "#tests/setup/push-peer.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
type Client = ReturnType<typeof apiClient>;
type Peer = Awaited<ReturnType<typeof startPushPeer>>;

const SUBJECT = "mailto:ops@quadrant.test";
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(databaseKinds())("push subscriptions and due-date reminders on %s", (kind) => {
	let testDb: TestDatabase;
	let app: ReturnType<typeof createTestApp>;
	let peer: Peer;
	// Each test's tasks fall due on its own day, so reminders claimed by one test never hide another's.
	let day = 0;
	const nextDueDate = () => {
		day += 1;
		return `2026-03-${String(day).padStart(2, "0")}`;
	};
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		app = createTestApp(testDb.database, { AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
		peer = await startPushPeer();
	});
	afterAll(async () => {
		await peer.close();
		await testDb.dispose();
	});

	const newUser = async () => {
		const client = apiClient(app);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		return client;
	};
	const subscribe = async (client: Client, locale = "en") => {
		const browser = peer.browser();
		const response = await client.post("/api/v1/push-subscriptions", {
			endpoint: browser.endpoint,
			keys: browser.keys,
			expirationTime: null,
			locale,
		});
		expect(response.status).toBe(204);
		return browser;
	};
	const addTask = async (client: Client, fields: Record<string, unknown>) => {
		const response = await client.post("/api/v1/tasks", { id: randomUUID(), quadrant: "urgent-important", ...fields });
		expect(response.status).toBe(201);
	};
	const scheduler = (database: Database, now: string) =>
		startReminderScheduler({
			db: database.db,
			vapidKeys: undefined,
			subject: SUBJECT,
			logger: silent,
			now: () => new Date(now),
		});
	const runAt = async (now: string, database = testDb.database) => {
		const instance = scheduler(database, now);
		try {
			return await instance.runOnce();
		} finally {
			await instance.stop();
		}
	};

	it("hands every instance the same generated public key", async () => {
		const client = await newUser();
		const first = await client.json<{ publicKey: string }>(client.get("/api/v1/push-subscriptions/public-key"));
		expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
		const otherInstance = createTestApp(testDb.database, { AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
		const otherClient = apiClient(otherInstance);
		expect((await otherClient.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		const second = await otherClient.json<{ publicKey: string }>(
			otherClient.get("/api/v1/push-subscriptions/public-key"),
		);
		expect(second.publicKey).toBe(first.publicKey);
	});

	it("refuses malformed subscriptions and requests without a session", async () => {
		const client = await newUser();
		const browser = peer.browser();
		const cases = [
			{ body: { endpoint: "not a url", keys: browser.keys, locale: "en" }, field: "endpoint" },
			{ body: { endpoint: browser.endpoint, keys: { p256dh: "short", auth: browser.keys.auth }, locale: "en" } },
			{ body: { endpoint: browser.endpoint, keys: browser.keys, locale: "xx" }, field: "locale" },
			{ body: { endpoint: browser.endpoint, locale: "en" }, field: "keys" },
		];
		for (const { body, field } of cases) {
			const response = await client.post("/api/v1/push-subscriptions", body);
			expect(response.status, JSON.stringify(body)).toBe(400);
			const { error } = (await response.json()) as ErrorBody;
			expect(error.code).toBe("bad_request");
			if (field) expect(error.fields?.[field]).toEqual(expect.any(String));
		}
		const guest = apiClient(app);
		const refused = await guest.post("/api/v1/push-subscriptions", {
			endpoint: browser.endpoint,
			keys: browser.keys,
			locale: "en",
		});
		expect(refused.status).toBe(401);
	});

	it("sends an encrypted reminder at 09:00 on the due date in the user's zone, once, in the browser's language", async () => {
		const client = await newUser();
		const browser = await subscribe(client, "fr");
		const dueDate = nextDueDate();
		expect((await client.send("PATCH", "/api/v1/settings", { timeZone: "Asia/Tokyo" })).status).toBe(200);
		await addTask(client, { title: "Rendre le rapport", dueDate });
		await addTask(client, { title: "Already done", dueDate, status: "done" });
		await addTask(client, { title: "Another day", dueDate: "2026-04-30" });
		// 08:59 in Tokyo on the due date (23:59 UTC the day before): not yet.
		const dayBefore = new Date(`${dueDate}T00:00:00Z`).getTime() - 60_000;
		expect(await runAt(new Date(dayBefore).toISOString())).toBe(0);
		expect(browser.messages()).toHaveLength(0);
		// 09:00 in Tokyo.
		expect(await runAt(`${dueDate}T00:00:00Z`)).toBe(1);
		const [message] = browser.messages();
		if (!message) throw new Error("no push message arrived");
		expect(message.headers["content-encoding"]).toBe("aes128gcm");
		expect(message.headers.ttl).toEqual(expect.stringMatching(/^\d+$/));
		const publicKey = (await client.json<{ publicKey: string }>(client.get("/api/v1/push-subscriptions/public-key")))
			.publicKey;
		expect(message.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
		expect(browser.read(message)).toEqual({
			title: "À faire aujourd’hui",
			body: "« Rendre le rapport » arrive à échéance aujourd’hui.",
			tag: expect.stringMatching(/^reminder-/),
			url: "/fr/matrix",
		});
		// Later the same day: already sent.
		expect(await runAt(`${dueDate}T05:00:00Z`)).toBe(0);
		expect(browser.messages()).toHaveLength(1);
	});

	it("sends nothing while the user has notifications turned off", async () => {
		const client = await newUser();
		const browser = await subscribe(client);
		const dueDate = nextDueDate();
		expect((await client.send("PATCH", "/api/v1/settings", { notificationsEnabled: false })).status).toBe(200);
		await addTask(client, { title: "Quiet", dueDate });
		expect(await runAt(`${dueDate}T12:00:00Z`)).toBe(0);
		expect(browser.messages()).toHaveLength(0);
	});

	it("removes a subscription the push service says is gone, keeps one that failed for another reason", async () => {
		const client = await newUser();
		const gone = await subscribe(client);
		const flaky = await subscribe(client);
		peer.answer(gone.endpoint, 410);
		peer.answer(flaky.endpoint, 500);
		const dueDate = nextDueDate();
		await addTask(client, { title: "Gone", dueDate });
		expect(await runAt(`${dueDate}T09:00:00Z`)).toBe(1);
		expect(gone.messages()).toHaveLength(1);
		expect(flaky.messages()).toHaveLength(1);
		const endpoints = (
			await testDb.database.db.select({ endpoint: pushSubscription.endpoint }).from(pushSubscription)
		).map((row) => row.endpoint);
		expect(endpoints).not.toContain(gone.endpoint);
		expect(endpoints).toContain(flaky.endpoint);
	});

	it("forgets a browser on DELETE, only for its owner", async () => {
		const owner = await newUser();
		const other = await newUser();
		const browser = await subscribe(owner);
		const stored = () =>
			testDb.database.db.select().from(pushSubscription).where(eq(pushSubscription.endpoint, browser.endpoint));
		expect((await other.send("DELETE", "/api/v1/push-subscriptions", { endpoint: browser.endpoint })).status).toBe(204);
		expect(await stored()).toHaveLength(1);
		expect((await owner.send("DELETE", "/api/v1/push-subscriptions", { endpoint: browser.endpoint })).status).toBe(204);
		expect(await stored()).toHaveLength(0);
		const dueDate = nextDueDate();
		await addTask(owner, { title: "Unsubscribed", dueDate });
		expect(await runAt(`${dueDate}T12:00:00Z`)).toBe(0);
	});

	it("sends each reminder once when two instances' schedulers run at the same moment", async () => {
		const client = await newUser();
		const browser = await subscribe(client);
		const dueDate = nextDueDate();
		const titles = ["One", "Two", "Three", "Four", "Five"];
		for (const title of titles) await addTask(client, { title, dueDate });
		// On PostgreSQL the second instance has its own connection pool, as a second process would.
		const second = testDb.url ? createDatabase({ databaseUrl: testDb.url }) : testDb.database;
		try {
			const now = `${dueDate}T10:00:00Z`;
			const counts = await Promise.all([runAt(now), runAt(now, second), runAt(now)]);
			expect(counts.reduce((sum, count) => sum + count, 0)).toBe(titles.length);
		} finally {
			if (second !== testDb.database) await second.close();
		}
		const bodies = browser.messages().map((message) => (browser.read(message) as { body: string }).body);
		expect(bodies.sort()).toEqual(titles.map((title) => `“${title}” is due today.`).sort());
	});
});
