import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { resolveVapidKeys } from "#core/push/vapid-keys.ts";
import { createDatabase, type Database } from "#db/client.server.ts";
import { pushReminder, pushSubscription } from "#db/schema/settings.ts";
import { task } from "#db/schema/tasks.ts";
import { startReminderScheduler } from "#server/jobs/push-reminders.ts";
import { type ApiClient, apiClient } from "#tests/setup/api-client.ts";
import { expectBadRequests } from "#tests/setup/bad-request.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { listenOnLoopback } from "#tests/setup/loopback.ts";
import { type PushBrowser, usePushPeer } from "#tests/setup/push-peer.ts";

const SUBJECT = "mailto:ops@quadrant.test";
const silent = { info: () => {}, warn: () => {}, error: () => {} };
// The push receiver listens on loopback over http: an allowance only code can give (push-endpoint-guard.test.ts
// proves the production policy refuses it).
const LOOPBACK_ALLOWED = { allowLoopback: true };
test.override("appOptions", { pushEndpoints: LOOPBACK_ALLOWED });

describeEachDatabase("push subscriptions and due-date reminders", () => {
	const push = usePushPeer();
	const subscribePush = (client: ApiClient, locale?: string) => push.subscribe(client, locale);
	// Each test's tasks fall due on its own day, so reminders claimed by one test never hide another's.
	let day = 0;
	const nextDueDate = () => {
		day += 1;
		return `2026-03-${String(day).padStart(2, "0")}`;
	};

	const addTask = async (client: ApiClient, fields: Record<string, unknown>) => {
		const response = await client.post("/api/v1/tasks", { id: randomUUID(), quadrant: "urgent-important", ...fields });
		expect(response.status).toBe(201);
	};
	const scheduler = async (database: Database, now: string) =>
		startReminderScheduler({
			db: database.db,
			vapidKeys: await resolveVapidKeys({ db: database.db, configured: undefined }),
			subject: SUBJECT,
			logger: silent,
			policy: LOOPBACK_ALLOWED,
			now: () => new Date(now),
		});
	const runAt = async (database: Database, now: string) => {
		const instance = await scheduler(database, now);
		try {
			return await instance.runOnce();
		} finally {
			await instance.stop();
		}
	};

	test("hands every instance the same generated public key", async ({ appWith, newUser }) => {
		const client = await newUser();
		const first = await client.json<{ publicKey: string }>(client.get("/api/v1/push-subscriptions/public-key"));
		expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
		const otherInstance = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
		const otherClient = apiClient(otherInstance);
		expect((await otherClient.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		const second = await otherClient.json<{ publicKey: string }>(
			otherClient.get("/api/v1/push-subscriptions/public-key"),
		);
		expect(second.publicKey).toBe(first.publicKey);
	});

	test("refuses malformed subscriptions and requests without a session", async ({ app, newUser }) => {
		const client = await newUser();
		const browser = push.peer.browser();
		await expectBadRequests(
			(body) => client.post("/api/v1/push-subscriptions", body),
			[
				{ body: { endpoint: "not a url", keys: browser.keys, locale: "en" }, field: "endpoint" },
				{ body: { endpoint: browser.endpoint, keys: { p256dh: "short", auth: browser.keys.auth }, locale: "en" } },
				{ body: { endpoint: browser.endpoint, keys: browser.keys, locale: "xx" }, field: "locale" },
				{ body: { endpoint: browser.endpoint, locale: "en" }, field: "keys" },
			],
		);
		const guest = apiClient(app);
		const refused = await guest.post("/api/v1/push-subscriptions", {
			endpoint: browser.endpoint,
			keys: browser.keys,
			locale: "en",
		});
		expect(refused.status).toBe(401);
	});

	test("sends an encrypted reminder at 09:00 on the due date in the user's zone, once, in the browser's language", async ({
		database,
		newUser,
	}) => {
		const client = await newUser();
		const browser = await subscribePush(client, "fr");
		const dueDate = nextDueDate();
		expect((await client.send("PATCH", "/api/v1/settings", { timeZone: "Asia/Tokyo" })).status).toBe(200);
		await addTask(client, { title: "Rendre le rapport", dueDate });
		await addTask(client, { title: "Already done", dueDate, status: "done" });
		await addTask(client, { title: "Another day", dueDate: "2026-04-30" });
		// 08:59 in Tokyo on the due date (23:59 UTC the day before): not yet.
		const dayBefore = new Date(`${dueDate}T00:00:00Z`).getTime() - 60_000;
		expect(await runAt(database, new Date(dayBefore).toISOString())).toBe(0);
		expect(browser.messages()).toHaveLength(0);
		// 09:00 in Tokyo.
		expect(await runAt(database, `${dueDate}T00:00:00Z`)).toBe(1);
		const [message] = browser.messages();
		if (!message) throw new Error("no push message arrived");
		expect(message.headers["content-encoding"]).toBe("aes128gcm");
		expect(message.headers.ttl).toEqual(expect.stringMatching(/^\d+$/));
		const publicKey = (await client.json<{ publicKey: string }>(client.get("/api/v1/push-subscriptions/public-key")))
			.publicKey;
		expect(message.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
		expect(browser.read(message)).toEqual({
			title: "À faire aujourd’hui",
			body: "«\u202fRendre le rapport\u202f» arrive à échéance aujourd’hui.",
			tag: expect.stringMatching(/^reminder-/),
			url: "/fr/matrix",
		});
		// Later the same day: already sent.
		expect(await runAt(database, `${dueDate}T05:00:00Z`)).toBe(0);
		expect(browser.messages()).toHaveLength(1);
	});

	test("sends nothing while the user has notifications turned off", async ({ database, newUser }) => {
		const client = await newUser();
		const browser = await subscribePush(client);
		const dueDate = nextDueDate();
		expect((await client.send("PATCH", "/api/v1/settings", { notificationsEnabled: false })).status).toBe(200);
		await addTask(client, { title: "Quiet", dueDate });
		expect(await runAt(database, `${dueDate}T12:00:00Z`)).toBe(0);
		expect(browser.messages()).toHaveLength(0);
	});

	test("removes a subscription the push service says is gone, keeps one that failed for another reason", async ({
		database,
		newUser,
	}) => {
		const client = await newUser();
		const gone = await subscribePush(client);
		const flaky = await subscribePush(client);
		push.peer.answer(gone.endpoint, 410);
		push.peer.answer(flaky.endpoint, 500);
		const dueDate = nextDueDate();
		await addTask(client, { title: "Gone", dueDate });
		expect(await runAt(database, `${dueDate}T09:00:00Z`)).toBe(1);
		expect(gone.messages()).toHaveLength(1);
		expect(flaky.messages()).toHaveLength(1);
		const endpoints = (await database.db.select({ endpoint: pushSubscription.endpoint }).from(pushSubscription)).map(
			(row) => row.endpoint,
		);
		expect(endpoints).not.toContain(gone.endpoint);
		expect(endpoints).toContain(flaky.endpoint);
	});

	test("reminds a user's ten newest browsers: subscribing an eleventh replaced the oldest", async ({
		database,
		newUser,
	}) => {
		const client = await newUser();
		const browsers = [];
		for (let index = 0; index < 11; index++) browsers.push(await subscribePush(client));
		const dueDate = nextDueDate();
		await addTask(client, { title: "Fan-out", dueDate });
		expect(await runAt(database, `${dueDate}T12:00:00Z`)).toBe(1);
		expect(browsers.map((browser) => browser.messages().length)).toEqual([0, ...Array(10).fill(1)]);
	});

	test("keeps a round to its time budget when a push service never answers: the rest go in the next round", async ({
		database,
		newUser,
	}) => {
		// Accepts the post and never answers it.
		const silentService = createServer(() => {});
		const port = await listenOnLoopback(silentService);
		try {
			const client = await newUser();
			const browser = push.peer.browser();
			const endpoint = `http://127.0.0.1:${port}/push/never-answers`;
			const subscribed = await client.post("/api/v1/push-subscriptions", {
				endpoint,
				keys: browser.keys,
				locale: "en",
			});
			expect(subscribed.status).toBe(204);
			const dueDate = nextDueDate();
			await addTask(client, { title: "First", dueDate });
			await addTask(client, { title: "Second", dueDate });
			const round = startReminderScheduler({
				db: database.db,
				vapidKeys: await resolveVapidKeys({ db: database.db, configured: undefined }),
				subject: SUBJECT,
				logger: silent,
				policy: LOOPBACK_ALLOWED,
				budgetMs: 200,
				now: () => new Date(`${dueDate}T12:00:00Z`),
			});
			const startedAt = Date.now();
			try {
				// One reminder claimed; its post gives up after a second; the budget is spent, the other one waits.
				expect(await round.runOnce()).toBe(1);
				expect(Date.now() - startedAt).toBeLessThan(5_000);
				expect(await round.runOnce()).toBe(1);
			} finally {
				await round.stop();
			}
		} finally {
			silentService.closeAllConnections();
			await new Promise<void>((resolve) => silentService.close(() => resolve()));
		}
	});

	test("forgets a browser on DELETE, only for its owner", async ({ database, newUser }) => {
		const owner = await newUser();
		const other = await newUser();
		const browser = await subscribePush(owner);
		const stored = () =>
			database.db.select().from(pushSubscription).where(eq(pushSubscription.endpoint, browser.endpoint));
		expect((await other.send("DELETE", "/api/v1/push-subscriptions", { endpoint: browser.endpoint })).status).toBe(204);
		expect(await stored()).toHaveLength(1);
		expect((await owner.send("DELETE", "/api/v1/push-subscriptions", { endpoint: browser.endpoint })).status).toBe(204);
		expect(await stored()).toHaveLength(0);
		const dueDate = nextDueDate();
		await addTask(owner, { title: "Unsubscribed", dueDate });
		expect(await runAt(database, `${dueDate}T12:00:00Z`)).toBe(0);
	});

	// Reminders that fit (issue 18): each test below has its own dates, days away from every other test's, so no
	// round sees another test's tasks (a reminder stays due for 12 hours, from up to a day before its due date).
	const addTimedTask = async (client: ApiClient, fields: Record<string, unknown>) => {
		const id = randomUUID();
		const response = await client.post("/api/v1/tasks", { id, quadrant: "urgent-important", ...fields });
		expect(response.status).toBe(201);
		return id;
	};
	const settle = async (client: ApiClient, settings: Record<string, unknown>) =>
		expect((await client.send("PATCH", "/api/v1/settings", settings)).status).toBe(200);
	const read = (browser: PushBrowser) =>
		browser.messages().map((message) => browser.read(message) as { title: string; body: string });

	test("reminds a task with a due time at that time less the offset, once, naming the time in the browser's language", async ({
		database,
		newUser,
	}) => {
		const client = await newUser();
		const english = await subscribePush(client, "en");
		const french = await subscribePush(client, "fr");
		await settle(client, { timeZone: "America/Los_Angeles", reminderOffsetMinutes: 60 });
		// Monday 2026-06-08 14:30 in Los Angeles (PDT, UTC−7) is 21:30 UTC: reminded at 20:30 UTC.
		await addTimedTask(client, { title: "Call the plumber", dueDate: "2026-06-08", dueTime: "14:30" });
		expect(await runAt(database, "2026-06-08T20:29:00Z")).toBe(0);
		expect(await runAt(database, "2026-06-08T20:30:00Z")).toBe(1);
		expect(await runAt(database, "2026-06-08T21:30:00Z")).toBe(0);
		const [inEnglish] = read(english);
		expect(inEnglish?.title).toBe("Due soon");
		expect(inEnglish?.body).toMatch(/^“Call the plumber” is due Monday, June 8 at 2:30\sPM\.$/u);
		const [inFrench] = read(french);
		expect(inFrench?.title).toBe("Échéance proche");
		expect(inFrench?.body).toBe("«\u202fCall the plumber\u202f» arrive à échéance lundi 8 juin à 14:30.");
	});

	test("claims reminders at the new times once when three rounds run at the same moment", async ({
		database,
		newUser,
	}) => {
		const client = await newUser();
		const browser = await subscribePush(client);
		await settle(client, { timeZone: "Asia/Kuala_Lumpur", reminderOffsetMinutes: 10, reminderHour: 7 });
		// 09:00 in Kuala Lumpur (UTC+8) less 10 minutes is 00:50 UTC; a date alone is reminded at 07:00 (23:00 UTC
		// the day before).
		const timed = ["One", "Two", "Three", "Four", "Five"];
		for (const title of timed) await addTimedTask(client, { title, dueDate: "2026-06-15", dueTime: "09:00" });
		for (const title of ["Six", "Seven"]) await addTimedTask(client, { title, dueDate: "2026-06-15" });
		expect(await runAt(database, "2026-06-14T22:59:00Z")).toBe(0);
		const second = database.url ? createDatabase({ databaseUrl: database.url }) : database;
		try {
			const now = "2026-06-15T00:55:00Z";
			const counts = await Promise.all([runAt(database, now), runAt(second, now), runAt(database, now)]);
			expect(counts.reduce((sum, count) => sum + count, 0)).toBe(7);
		} finally {
			if (second !== database) await second.close();
		}
		expect(
			read(browser)
				.map((message) => message.title)
				.sort(),
		).toEqual([...Array(5).fill("Due soon"), ...Array(2).fill("Due today")]);
	});

	test("reminds again when the due time or date changes, and never twice for the same one", async ({
		database,
		newUser,
	}) => {
		const client = await newUser();
		const browser = await subscribePush(client);
		await settle(client, { timeZone: "Pacific/Auckland" });
		// 10:00 on 2026-07-01 in Auckland (NZST, UTC+12) is 22:00 UTC the day before.
		const id = await addTimedTask(client, { title: "Moving target", dueDate: "2026-07-01", dueTime: "10:00" });
		expect(await runAt(database, "2026-06-30T22:00:00Z")).toBe(1);
		expect(await runAt(database, "2026-06-30T22:30:00Z")).toBe(0);
		// Later that day: 15:00 is 03:00 UTC.
		expect((await client.send("PATCH", `/api/v1/tasks/${id}`, { dueTime: "15:00" })).status).toBe(200);
		expect(await runAt(database, "2026-07-01T02:59:00Z")).toBe(0);
		expect(await runAt(database, "2026-07-01T03:00:00Z")).toBe(1);
		expect(await runAt(database, "2026-07-01T03:01:00Z")).toBe(0);
		// The next day, same time.
		expect((await client.send("PATCH", `/api/v1/tasks/${id}`, { dueDate: "2026-07-02" })).status).toBe(200);
		expect(await runAt(database, "2026-07-02T03:00:00Z")).toBe(1);
		// Back to the first time: that reminder went out already.
		expect(
			(await client.send("PATCH", `/api/v1/tasks/${id}`, { dueDate: "2026-07-01", dueTime: "10:00" })).status,
		).toBe(200);
		expect(await runAt(database, "2026-07-01T04:00:00Z")).toBe(0);
		expect(browser.messages()).toHaveLength(3);
	});

	test("holds reminders in quiet hours until they end, over midnight too", async ({ database, newUser }) => {
		const client = await newUser();
		const browser = await subscribePush(client);
		await settle(client, {
			timeZone: "America/Los_Angeles",
			reminderHour: 6,
			quietHoursStart: "22:00",
			quietHoursEnd: "07:00",
		});
		// A date alone at 06:00 PDT (13:00 UTC) waits for 07:00 PDT (14:00 UTC).
		await addTimedTask(client, { title: "Early", dueDate: "2026-08-10" });
		expect(await runAt(database, "2026-08-10T13:00:00Z")).toBe(0);
		expect(await runAt(database, "2026-08-10T13:59:00Z")).toBe(0);
		expect(await runAt(database, "2026-08-10T14:00:00Z")).toBe(1);
		// 23:30 PDT on the 10th (06:30 UTC on the 11th) waits over midnight for 07:00 PDT on the 11th.
		await addTimedTask(client, { title: "Late", dueDate: "2026-08-10", dueTime: "23:30" });
		expect(await runAt(database, "2026-08-11T06:30:00Z")).toBe(0);
		expect(await runAt(database, "2026-08-11T13:59:00Z")).toBe(0);
		expect(await runAt(database, "2026-08-11T14:00:00Z")).toBe(1);
		expect(read(browser).map((message) => message.body)).toEqual([
			"“Early” is due today.",
			expect.stringMatching(/^“Late” is due Monday, August 10 at 11:30\sPM\.$/u),
		]);
	});

	test("still reminds a server that was down, but not more than 12 hours late", async ({ database, newUser }) => {
		const client = await newUser();
		await subscribePush(client);
		// 09:00 UTC, the default hour, with no zone reported yet.
		await addTimedTask(client, { title: "Stale", dueDate: "2026-09-10" });
		expect(await runAt(database, "2026-09-10T21:00:00Z")).toBe(0);
		expect(await runAt(database, "2026-09-10T20:59:00Z")).toBe(1);
	});

	test("does not remind again a due date claimed before reminders had times", async ({ database, newUser }) => {
		const client = await newUser();
		const browser = await subscribePush(client);
		const id = await addTimedTask(client, { title: "Claimed before the upgrade", dueDate: "2026-10-10" });
		const [owner] = await database.db.select({ userId: task.userId }).from(task).where(eq(task.id, id));
		if (!owner) throw new Error("the task was not stored");
		// What migration 0014 leaves of a claim made under the old key: its reminder instant is 'epoch'.
		await database.db.insert(pushReminder).values({ taskId: id, dueDate: "2026-10-10", userId: owner.userId });
		expect(await runAt(database, "2026-10-10T09:00:00Z")).toBe(0);
		expect(browser.messages()).toHaveLength(0);
	});

	test("sends each reminder once when two instances' schedulers run at the same moment", async ({
		database,
		newUser,
	}) => {
		const client = await newUser();
		const browser = await subscribePush(client);
		const dueDate = nextDueDate();
		const titles = ["One", "Two", "Three", "Four", "Five"];
		for (const title of titles) await addTask(client, { title, dueDate });
		// On PostgreSQL the second instance has its own connection pool, as a second process would.
		const second = database.url ? createDatabase({ databaseUrl: database.url }) : database;
		try {
			const now = `${dueDate}T10:00:00Z`;
			const counts = await Promise.all([runAt(database, now), runAt(second, now), runAt(database, now)]);
			expect(counts.reduce((sum, count) => sum + count, 0)).toBe(titles.length);
		} finally {
			if (second !== database) await second.close();
		}
		const bodies = browser.messages().map((message) => (browser.read(message) as { body: string }).body);
		expect(bodies.sort()).toEqual(titles.map((title) => `“${title}” is due today.`).sort());
	});
});
