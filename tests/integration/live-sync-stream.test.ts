import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneChangeLog } from "#core/change-log/prune-change-log.ts";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { keepDataByMail, signUpAndSignIn } from "#tests/setup/account-by-mail.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { type EventStreamClient, openEventStream, serveOnLoopback } from "#tests/setup/live-sync-client.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { withEmptyDefaultBoard } from "#tests/setup/test-user.ts";

type Client = ReturnType<typeof apiClient>;
const PASSWORD = "correct horse battery staple";

describe.each(databaseKinds())("live sync stream on %s", (kind) => {
	let testDb: TestDatabase;
	let app: ReturnType<typeof createTestApp>;
	let server: Awaited<ReturnType<typeof serveOnLoopback>>;
	const streams: EventStreamClient[] = [];
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		app = createTestApp(testDb.database, { AUTH_RATE_LIMIT_PER_MINUTE: "1000", FREE_TASKS_PER_QUADRANT: "1000" });
		server = await serveOnLoopback(app);
	});
	afterAll(async () => {
		for (const stream of streams) stream.close();
		await server.close();
		await testDb.dispose();
	});

	const anonymousUser = async () => {
		const client = apiClient(app);
		expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
		// Its own changes only: a board with examples would start the log with four of them.
		await withEmptyDefaultBoard(testDb.database.db, await userIdOf(client));
		return client;
	};
	const emailUser = async () => {
		const client = apiClient(app);
		const email = `live-${randomUUID()}@example.test`;
		await signUpAndSignIn(client, { email, password: PASSWORD });
		await withEmptyDefaultBoard(testDb.database.db, await userIdOf(client));
		return { client, email };
	};
	const open = (client: Client, position: { lastEventId?: string; after?: string } = {}) => {
		const stream = openEventStream(server.baseUrl, { cookie: () => client.jar.header(), ...position });
		streams.push(stream);
		return stream;
	};
	const addTask = async (client: Client, title: string) => {
		const response = await client.post("/api/v1/tasks", { id: randomUUID(), title, quadrant: "urgent-important" });
		expect(response.status).toBe(201);
		return response.json() as Promise<{ id: string; title: string }>;
	};
	const userIdOf = async (client: Client) => (await client.json<{ id: string }>(client.get("/api/v1/me"))).id;

	it("replays every change after Last-Event-ID in order, then streams new ones as they commit", async () => {
		const client = await anonymousUser();
		const tasks = [];
		for (const title of ["One", "Two", "Three", "Four", "Five"]) tasks.push(await addTask(client, title));
		const all = open(client, { lastEventId: "0" });
		await all.changeCount(5);
		const positions = all.changes().map((event) => Number(event.id));
		expect(positions).toEqual([1, 2, 3, 4, 5]);

		const stream = open(client, { lastEventId: "2" });
		expect(await stream.next("ready")).toMatchObject({ id: "2", data: { seq: 2 } });
		await stream.changeCount(3);
		expect(stream.changes().map((event) => [event.id, event.data.entity, event.data.action, event.data.id])).toEqual([
			["3", "task", "created", tasks[2]?.id],
			["4", "task", "created", tasks[3]?.id],
			["5", "task", "created", tasks[4]?.id],
		]);
		expect(stream.changes()[0]?.data.data).toMatchObject({ id: tasks[2]?.id, title: "Three" });

		const sixth = await addTask(client, "Six");
		await stream.changeCount(4);
		expect(stream.changes()[3]).toMatchObject({ id: "6", data: { seq: 6, entity: "task", id: sixth.id } });
		await all.changeCount(6);
		// Nothing twice: each position once, in order.
		expect(stream.changes().map((event) => event.id)).toEqual(["3", "4", "5", "6"]);
	});

	it("resumes after ?after= too, and a stream without a position starts from now", async () => {
		const client = await anonymousUser();
		for (const title of ["A", "B", "C"]) await addTask(client, title);
		const resumed = open(client, { after: "1" });
		await resumed.changeCount(2);
		expect(resumed.changes().map((event) => event.id)).toEqual(["2", "3"]);

		const fresh = open(client);
		expect(await fresh.next("ready")).toMatchObject({ id: "3", data: { seq: 3 } });
		await addTask(client, "D");
		await fresh.changeCount(1);
		expect(fresh.changes().map((event) => event.id)).toEqual(["4"]);
	});

	it("refuses a malformed position with 400 and the structured error, and a visitor without a session with 401", async () => {
		const client = await anonymousUser();
		for (const [headers, path, field] of [
			[{ "last-event-id": "abc" }, "/api/v1/events", "Last-Event-ID"],
			[{ "last-event-id": "-1" }, "/api/v1/events", "Last-Event-ID"],
			[{ "last-event-id": "1.5" }, "/api/v1/events", "Last-Event-ID"],
			[{}, "/api/v1/events?after=12abc", "after"],
			[{}, "/api/v1/events?after=99999999999999999999", "after"],
		] as const) {
			const response = await client.get(path, headers);
			expect(response.status).toBe(400);
			const body = (await response.json()) as ApiErrorBody;
			expect(body.error).toMatchObject({ code: "bad_request", message: "The event position must be a whole number." });
			expect(body.error.fields).toEqual({ [field]: body.error.message });
		}
		const visitor = apiClient(app);
		const refused = await visitor.get("/api/v1/events");
		expect(refused.status).toBe(401);
		expect(((await refused.json()) as ApiErrorBody).error.code).toBe("unauthorized");
	});

	it("sends one reset when the position was pruned from the log, then goes on from the newest change", async () => {
		const client = await anonymousUser();
		const userId = await userIdOf(client);
		for (const title of ["A", "B", "C", "D", "E"]) await addTask(client, title);
		// Everyone keeps only their newest two entries: this user's log now holds 4 and 5.
		await pruneChangeLog({ db: testDb.database.db, now: new Date(), retentionDays: 30, maxPerUser: 2 });

		const stale = open(client, { lastEventId: "1" });
		expect(await stale.next("reset")).toMatchObject({ id: "5", data: { seq: 5 } });
		const kept = open(client, { lastEventId: "3" });
		await kept.changeCount(2);
		expect(kept.changes().map((event) => event.id)).toEqual(["4", "5"]);
		// A position the log never reached (another database, another account) cannot be resumed either.
		const ahead = open(client, { lastEventId: "50" });
		expect(await ahead.next("reset")).toMatchObject({ id: "5" });

		await addTask(client, "F");
		await stale.changeCount(1);
		expect(stale.changes().map((event) => event.id)).toEqual(["6"]);
		expect(stale.events.filter((event) => event.type === "reset")).toHaveLength(1);
		expect(stale.events.some((event) => event.type === "ready")).toBe(false);
		expect(userId).toBeTruthy();
	});

	it("ends the stream at sign-out with an event for the tab, and the reconnection is refused", async () => {
		const client = await anonymousUser();
		const stream = open(client);
		await stream.next("ready");
		expect((await client.post("/api/auth/sign-out")).status).toBe(200);
		await stream.next("signed-out");
		// EventSource reconnects on its own; without a session the server refuses it.
		await stream.refusedWith(401);
	});

	it("signs out every other device's stream on 'sign out of other devices', and keeps this one", async () => {
		const { client: laptop, email } = await emailUser();
		const phone = apiClient(app);
		expect((await phone.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
		const laptopStream = open(laptop);
		const phoneStream = open(phone);
		await Promise.all([laptopStream.next("ready"), phoneStream.next("ready")]);
		expect((await laptop.post("/api/auth/revoke-other-sessions")).status).toBe(200);
		await phoneStream.next("signed-out");
		const task = await addTask(laptop, "Still live here");
		await laptopStream.waitUntil(
			() => laptopStream.changes().find((event) => event.data.id === task.id),
			"the laptop's own change",
		);
		expect(laptopStream.events.some((event) => event.type === "signed-out")).toBe(false);
	});

	it("signs the other devices' streams out when the password is changed on one", async () => {
		const { client: laptop, email } = await emailUser();
		const phone = apiClient(app);
		expect((await phone.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
		const phoneStream = open(phone);
		await phoneStream.next("ready");
		const changed = await laptop.post("/api/auth/change-password", {
			currentPassword: PASSWORD,
			newPassword: `${PASSWORD} again`,
			revokeOtherSessions: true,
		});
		expect(changed.status).toBe(200);
		await phoneStream.next("signed-out");
		await phoneStream.refusedWith(401);
	});

	it("ends the streams of a deleted account", async () => {
		const { client, email } = await emailUser();
		const stream = open(client);
		await stream.next("ready");
		const deleted = await client.send("DELETE", "/api/v1/account", { confirmation: email });
		expect(deleted.status).toBe(204);
		await stream.next("signed-out");
	});

	it("never gives a user another user's change, with two users writing at once", async () => {
		const [ada, bob] = await Promise.all([anonymousUser(), anonymousUser()]);
		const adaStream = open(ada);
		const bobStream = open(bob);
		await Promise.all([adaStream.next("ready"), bobStream.next("ready")]);
		const titles = Array.from({ length: 15 }, (_, index) => `Task ${index}`);
		const [adaTasks, bobTasks] = await Promise.all([
			Promise.all(titles.map((title) => addTask(ada, `Ada ${title}`))),
			Promise.all(titles.map((title) => addTask(bob, `Bob ${title}`))),
		]);
		await Promise.all([adaStream.changeCount(15), bobStream.changeCount(15)]);
		const idsOf = (stream: EventStreamClient) => stream.changes().map((event) => event.data.id);
		expect(new Set(idsOf(adaStream))).toEqual(new Set(adaTasks.map((task) => task.id)));
		expect(new Set(idsOf(bobStream))).toEqual(new Set(bobTasks.map((task) => task.id)));
		// Each stream's own numbering: 1 to 15 in order, whatever the interleaving of the writers.
		expect(adaStream.changes().map((event) => Number(event.id))).toEqual(titles.map((_, index) => index + 1));
		expect(bobStream.changes().map((event) => Number(event.id))).toEqual(titles.map((_, index) => index + 1));
	});

	it("carries every kind of change, each as the API answers it", async () => {
		const client = await anonymousUser();
		const stream = open(client);
		await stream.next("ready");
		const change = async (entity: string) =>
			(await stream.waitUntil(() => stream.changes().find((event) => event.data.entity === entity), entity)).data;

		const viewOptions = await client.json(client.send("PATCH", "/api/v1/view-options", { hideCompleted: true }));
		expect((await change("viewOptions")).data).toEqual(viewOptions);

		const settings = await client.json(client.send("PATCH", "/api/v1/settings", { newsletterSubscribed: true }));
		expect((await change("settings")).data).toEqual(settings);

		// Confirming an email and password by mail replaces the anonymous session: this stream ends, and EventSource's
		// own reconnection (with the new session cookie and its last position) gets the new sign-in method.
		const email = `upgraded-${randomUUID()}@example.test`;
		expect((await keepDataByMail(app, client, { email, password: PASSWORD })).status).toBe(302);
		await stream.next("signed-out");
		const account = await change("account");
		expect(account.data).toEqual(await client.json(client.get("/api/v1/me")));
		expect(account.data).toMatchObject({
			email,
			isAnonymous: false,
			providers: expect.arrayContaining(["credential"]),
		});

		expect((await client.post("/api/v1/billing/test/complete", { interval: "month" })).status).toBe(200);
		const { isTestMode: _mode, ...plan } = await client.json<Record<string, unknown>>(
			client.get("/api/v1/billing/status"),
		);
		expect((await change("subscription")).data).toEqual(plan);

		const board = await client.json<{ id: string }>(client.post("/api/v1/boards", { id: randomUUID(), name: "Work" }));
		expect(await change("board")).toMatchObject({ entity: "board", action: "created", id: board.id });

		const positions = stream.changes().map((event) => Number(event.id));
		expect(positions).toEqual([...positions].sort((a, b) => a - b));
		expect(new Set(positions).size).toBe(positions.length);
	});
});
