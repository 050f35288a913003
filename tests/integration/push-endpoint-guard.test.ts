import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { createServer, type Socket } from "node:net";
import { expect } from "vitest";
import { resolveVapidKeys } from "#core/push/vapid-keys.ts";
import { pushSubscription } from "#db/schema/settings.ts";
import { startReminderScheduler } from "#server/jobs/push-reminders.ts";
import { expectBadRequests } from "#tests/setup/bad-request.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { listenOnLoopback } from "#tests/setup/loopback.ts";

// Issue 19, item 5: push endpoints are URLs a user gives the server to post to. This file's app has the production
// policy (no test allowance): only https services on the public internet, checked at registration and at sending.

/** A browser's keys, made as PushManager makes them; nothing is ever delivered in this file. */
const browserKey = createECDH("prime256v1");
browserKey.generateKeys();
const KEYS = { p256dh: browserKey.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Counts TCP connections on a loopback port: the server must open none to it. */
async function startConnectionCounter() {
	const sockets: Socket[] = [];
	const server = createServer((socket) => {
		sockets.push(socket);
		socket.destroy();
	});
	const port = await listenOnLoopback(server);
	return {
		port,
		connections: () => sockets.length,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

describeEachDatabase("push endpoints", () => {
	test("refuses plain http and endpoints on loopback, private, link-local, CGNAT, multicast or metadata addresses", async ({
		newUser,
	}) => {
		const client = await newUser();
		const refused = [
			"http://push.example.com/send/1",
			"https://127.0.0.1:8443/push",
			"https://2130706433/push", // 127.0.0.1 written as one number
			"https://localhost/push",
			"https://api.localhost/push",
			"https://10.1.2.3/push",
			"https://172.16.0.9/push",
			"https://192.168.1.1/push",
			"https://100.64.0.1/push",
			"https://169.254.169.254/latest/meta-data",
			"https://0.0.0.0/push",
			"https://224.0.0.1/push",
			"https://[::1]/push",
			"https://[::ffff:127.0.0.1]/push",
			"https://[fd12:3456::1]/push",
			"https://[fe80::1]/push",
			"https://[ff02::1]/push",
		];
		await expectBadRequests(
			(body) => client.post("/api/v1/push-subscriptions", body),
			refused.map((endpoint) => ({ body: { endpoint, keys: KEYS, locale: "en" }, field: "endpoint" })),
		);
		// A push service's address is accepted; its name is checked again each time a message goes out.
		for (const endpoint of ["https://fcm.googleapis.com/fcm/send/abc", "https://[2606:4700::1111]/push/1"]) {
			const accepted = await client.post("/api/v1/push-subscriptions", { endpoint, keys: KEYS, locale: "en" });
			expect(accepted.status, endpoint).toBe(204);
		}
	});

	test("keeps a user's ten newest browsers: the eleventh replaces the oldest", async ({ db, newUser }) => {
		const client = await newUser();
		const endpoints = Array.from(
			{ length: 11 },
			(_, index) => `https://push.example.com/send/${randomUUID()}-${index}`,
		);
		for (const endpoint of endpoints) {
			expect((await client.post("/api/v1/push-subscriptions", { endpoint, keys: KEYS, locale: "en" })).status).toBe(
				204,
			);
		}
		const stored = (await db.select({ endpoint: pushSubscription.endpoint }).from(pushSubscription))
			.map((row) => row.endpoint)
			.filter((endpoint) => endpoints.includes(endpoint));
		expect(stored.sort()).toEqual(endpoints.slice(1).sort());
		// Subscribing an existing browser again makes it the newest: the next one replaces another.
		const [second] = endpoints.slice(1);
		expect(
			(await client.post("/api/v1/push-subscriptions", { endpoint: second, keys: KEYS, locale: "en" })).status,
		).toBe(204);
		const twelfth = "https://push.example.com/send/twelfth";
		expect(
			(await client.post("/api/v1/push-subscriptions", { endpoint: twelfth, keys: KEYS, locale: "en" })).status,
		).toBe(204);
		const after = (await db.select({ endpoint: pushSubscription.endpoint }).from(pushSubscription)).map(
			(row) => row.endpoint,
		);
		expect(after).toContain(second);
		expect(after).toContain(twelfth);
		expect(after).not.toContain(endpoints[2]);
	});

	test("a reminder round opens no connection to endpoints that are or resolve to loopback", async ({
		database,
		newUser,
	}) => {
		const counter = await startConnectionCounter();
		try {
			const client = await newUser();
			const { id: userId } = await client.json<{ id: string }>(client.get("/api/v1/me"));
			// As stored before this check existed, or by a name whose DNS answer changed since: registration would refuse
			// them now, so they go straight into the table.
			const endpoints = [
				`https://localhost:${counter.port}/push/by-name`,
				`https://127.0.0.1:${counter.port}/push/by-address`,
				`https://[::ffff:127.0.0.1]:${counter.port}/push/mapped`,
			];
			await database.db
				.insert(pushSubscription)
				.values(endpoints.map((endpoint) => ({ endpoint, userId, ...KEYS, locale: "en" })));
			const dueDate = "2026-06-15";
			const created = await client.post("/api/v1/tasks", {
				id: randomUUID(),
				title: "Due",
				quadrant: "urgent-important",
				dueDate,
			});
			expect(created.status).toBe(201);
			const scheduler = startReminderScheduler({
				db: database.db,
				vapidKeys: await resolveVapidKeys({ db: database.db, configured: undefined }),
				subject: "mailto:ops@quadrant.test",
				logger: silent,
				now: () => new Date(`${dueDate}T12:00:00Z`),
			});
			try {
				expect(await scheduler.runOnce()).toBe(1);
			} finally {
				await scheduler.stop();
			}
			expect(counter.connections()).toBe(0);
		} finally {
			await counter.close();
		}
	});
});
