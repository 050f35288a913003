import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { OutgoingMail } from "#core/mail/mailer.ts";
import { resolveVapidKeys } from "#core/push/vapid-keys.ts";
import { createDatabase, type Database } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { startDigestScheduler } from "#server/jobs/daily-digests.ts";
import type { ApiClient } from "#tests/setup/api-client.ts";
import { expectBadRequests } from "#tests/setup/bad-request.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { type PushBrowser, usePushPeer } from "#tests/setup/push-peer.ts";

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const LOOPBACK_ALLOWED = { allowLoopback: true };
const BASE_URL = "https://quadrant.test";
test.override("appOptions", { pushEndpoints: LOOPBACK_ALLOWED });

describeEachDatabase("the daily digest", () => {
	const push = usePushPeer();
	const subscribePush = (client: ApiClient, locale?: string) => push.subscribe(client, locale);
	const mails: OutgoingMail[] = [];
	const mailer = { send: async (mail: OutgoingMail) => void mails.push(mail) };

	const addTask = async (client: ApiClient, fields: Record<string, unknown>) => {
		const response = await client.post("/api/v1/tasks", { id: randomUUID(), quadrant: "urgent-important", ...fields });
		expect(response.status).toBe(201);
	};
	const runAt = async (database: Database, now: string) => {
		const scheduler = startDigestScheduler({
			db: database.db,
			vapidKeys: await resolveVapidKeys({ db: database.db, configured: undefined }),
			subject: "mailto:ops@quadrant.test",
			logger: silent,
			policy: LOOPBACK_ALLOWED,
			mail: { mailer, baseUrl: BASE_URL },
			now: () => new Date(now),
		});
		try {
			return await scheduler.runOnce();
		} finally {
			await scheduler.stop();
		}
	};
	const bodies = (browser: PushBrowser) =>
		browser.messages().map((message) => browser.read(message) as { title: string; body: string });

	test("goes out once a day at the chosen time, by push in the browser's language and by mail in the settings' language", async ({
		database,
		newUser,
	}) => {
		const client = await newUser({ account: "email" });
		await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, client.userId));
		const browser = await subscribePush(client, "en");
		const settings = { timeZone: "Asia/Kuala_Lumpur", dailyDigestTime: "08:00", dailyDigestByEmail: true };
		expect((await client.send("PATCH", "/api/v1/settings", settings, { "Accept-Language": "fr" })).status).toBe(200);
		for (const title of ["A", "B", "C", "D"]) await addTask(client, { title, dueDate: "2026-05-20" });
		await addTask(client, { title: "Late", dueDate: "2026-05-18" });
		await addTask(client, { title: "Later", dueDate: "2026-05-19", dueTime: "17:00" });
		await addTask(client, { title: "Done", dueDate: "2026-05-19", status: "done" });
		await addTask(client, { title: "Tomorrow", dueDate: "2026-05-21" });
		await addTask(client, { title: "No date" });

		// 08:00 in Kuala Lumpur (UTC+8) is 00:00 UTC.
		expect(await runAt(database, "2026-05-19T23:59:00Z")).toBe(0);
		const second = database.url ? createDatabase({ databaseUrl: database.url }) : database;
		try {
			const now = "2026-05-20T00:00:00Z";
			const counts = await Promise.all([runAt(database, now), runAt(second, now), runAt(database, now)]);
			expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
		} finally {
			if (second !== database) await second.close();
		}
		expect(await runAt(database, "2026-05-20T15:59:00Z")).toBe(0);
		expect(bodies(browser)).toEqual([
			{ title: "Your tasks today", body: "4 tasks due today, 2 overdue.", tag: "digest-2026-05-20", url: "/matrix" },
		]);
		expect(mails).toHaveLength(1);
		const [mail] = mails;
		expect(mail?.to).toBe(client.email);
		expect(mail?.subject).toBe("Vos tâches du jour");
		expect(mail?.text).toContain("4 tâches à échéance aujourd’hui, 2 en retard.");
		expect(mail?.text).toContain(`${BASE_URL}/fr/matrix`);

		// The next day (midnight in Kuala Lumpur has passed): one more, with yesterday's four now overdue.
		expect(await runAt(database, "2026-05-21T00:30:00Z")).toBe(1);
		expect(bodies(browser)[1]?.body).toBe("1 task due today, 6 overdue.");
		expect(mails).toHaveLength(2);
	});

	test("mails only a verified address, says nothing on a day with nothing due, and sends nothing when off", async ({
		database,
		newUser,
	}) => {
		const unverified = await newUser({ account: "email" });
		const unverifiedBrowser = await subscribePush(unverified, "es");
		await unverified.send("PATCH", "/api/v1/settings", { dailyDigestTime: "09:00", dailyDigestByEmail: true });
		await addTask(unverified, { title: "Hoy", dueDate: "2026-08-01" });
		const idle = await newUser();
		const idleBrowser = await subscribePush(idle);
		await idle.send("PATCH", "/api/v1/settings", { dailyDigestTime: "09:00" });
		await addTask(idle, { title: "Next week", dueDate: "2026-08-08" });
		const off = await newUser();
		const offBrowser = await subscribePush(off);
		await addTask(off, { title: "Due", dueDate: "2026-08-01" });
		const mailsBefore = mails.length;

		await runAt(database, "2026-08-01T09:00:00Z");
		expect(bodies(unverifiedBrowser).map((message) => message.body)).toEqual(["1 tarea vence hoy, 0 vencidas."]);
		expect(mails.slice(mailsBefore).map((mail) => mail.to)).not.toContain(unverified.email);
		expect(idleBrowser.messages()).toHaveLength(0);
		expect(offBrowser.messages()).toHaveLength(0);
	});

	test("refuses a digest time that is not a time, and a by-email choice that is not a boolean", async ({ newUser }) => {
		const client = await newUser();
		await expectBadRequests(
			(body) => client.send("PATCH", "/api/v1/settings", body),
			[
				{ body: { dailyDigestTime: "25:00" }, field: "dailyDigestTime" },
				{ body: { dailyDigestTime: "" }, field: "dailyDigestTime" },
				{ body: { dailyDigestByEmail: "yes" }, field: "dailyDigestByEmail" },
			],
		);
	});
});
