import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import type { Db } from "#db/client.server.ts";
import { session, user } from "#db/schema/auth.ts";
import { pushSubscription } from "#db/schema/settings.ts";
import { startAnonymousUsersPurge } from "#server/jobs/anonymous-users-purge.ts";
import { keepDataByMail } from "#tests/setup/account-by-mail.ts";
import type { ApiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { TEST_PASSWORD, type TestUser } from "#tests/setup/test-user.ts";
import { type UserColumn, userColumns, userRowCounts } from "#tests/setup/user-rows.ts";

// Review D9: an anonymous user's only key is its session, yet once the session expired the user and everything it
// owned stayed forever. A claimed-once job deletes those users a retention period (30 days here) after their last
// session expired, and never touches anyone who can still come back.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const RETENTION_DAYS = 30;
const silent = { info: () => {}, error: () => {} };

describeEachDatabase("deleting abandoned anonymous users", () => {
	let columns: UserColumn[];
	beforeAll(async () => {
		columns = await userColumns();
	});

	// Each test runs its rounds hours apart from the others', so no round of one is already claimed by another.
	const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
	const purgeJob = (db: Db, now: Date, options: Partial<Parameters<typeof startAnonymousUsersPurge>[0]> = {}) =>
		startAnonymousUsersPurge({ db, logger: silent, retentionDays: RETENTION_DAYS, now: () => now, ...options });
	const runRound = async (db: Db, now: Date, batch?: { size: number; max: number }) => {
		const job = purgeJob(db, now, { batch });
		try {
			return await job.runOnce();
		} finally {
			await job.stop();
		}
	};
	const rowsOf = (db: Db, userId: string) => userRowCounts(db, columns, userId);
	/** Every session of the user expired at `endedAt`; the user row itself last changed well before. */
	const sessionsEnded = async (db: Db, userId: string, endedAt: Date) => {
		await db.update(session).set({ expiresAt: endedAt }).where(eq(session.userId, userId));
		await db
			.update(user)
			.set({ updatedAt: new Date(endedAt.getTime() - 400 * DAY_MS) })
			.where(eq(user.id, userId));
	};
	/** Tasks (the examples and one of its own, sent with an idempotency key), settings and a push subscription. */
	const withData = async (db: Db, client: ApiClient & { userId: string }) => {
		const task = { id: randomUUID(), title: "Mine", quadrant: "urgent-important" };
		expect((await client.post("/api/v1/tasks", task, { "idempotency-key": randomUUID() })).status).toBe(201);
		expect((await client.send("PATCH", "/api/v1/settings", { timeZone: "Europe/Paris" })).status).toBe(200);
		await db.insert(pushSubscription).values({
			endpoint: `https://push.example.test/${randomUUID()}`,
			userId: client.userId,
			p256dh: "key",
			auth: "secret",
			locale: "en",
		});
	};

	test("deletes an anonymous user, with every row of theirs, once its last session expired more than the retention ago", async ({
		db,
		newUser,
	}) => {
		const now = inHours(0);
		const abandoned = await newUser({ isFirstVisit: true });
		await withData(db, abandoned);
		// Signed out: no session left at all, and the user row unchanged for longer than the retention.
		const signedOut = await newUser({ isFirstVisit: true });
		await withData(db, signedOut);
		const before = await rowsOf(db, abandoned.userId);
		for (const table of ["user.id", "session.user_id", "board.user_id", "task.user_id", "change_log.user_id"]) {
			expect(before[table], table).toBeGreaterThan(0);
		}
		for (const table of ["idempotency_key.user_id", "user_settings.user_id", "push_subscription.user_id"]) {
			expect(before[table], table).toBeGreaterThan(0);
		}
		await sessionsEnded(db, abandoned.userId, new Date(now.getTime() - (RETENTION_DAYS + 1) * DAY_MS));
		await db.delete(session).where(eq(session.userId, signedOut.userId));
		await db
			.update(user)
			.set({ updatedAt: new Date(now.getTime() - (RETENTION_DAYS + 1) * DAY_MS) })
			.where(eq(user.id, signedOut.userId));

		expect(await runRound(db, now)).toBe(2);
		for (const gone of [abandoned, signedOut]) {
			const rows = await rowsOf(db, gone.userId);
			expect(rows).toEqual(Object.fromEntries(Object.keys(rows).map((table) => [table, 0])));
		}
	});

	test("keeps anonymous users within the retention or with a live session, accounts, and users who linked one", async ({
		app,
		db,
		newUser,
	}) => {
		const now = inHours(2);
		const longAgo = new Date(now.getTime() - 100 * DAY_MS);
		const recent = await newUser({ isFirstVisit: true });
		await withData(db, recent);
		await sessionsEnded(db, recent.userId, new Date(now.getTime() - (RETENTION_DAYS - 1) * DAY_MS));
		// Its row is old, but its session still works.
		const live = await newUser({ isFirstVisit: true });
		await withData(db, live);
		await db.update(user).set({ updatedAt: longAgo }).where(eq(user.id, live.userId));
		const account = await newUser({ account: "email", isFirstVisit: true });
		await withData(db, account);
		await sessionsEnded(db, account.userId, longAgo);
		// Was anonymous, then kept its tasks under an email and password.
		const linked = await newUser({ isFirstVisit: true });
		await withData(db, linked);
		const email = `linked-${randomUUID()}@example.test`;
		expect((await keepDataByMail(app, linked, { email, password: TEST_PASSWORD })).status).toBe(302);
		await sessionsEnded(db, linked.userId, longAgo);
		// Anonymous users cannot subscribe; one that somehow has a subscription is kept, as deleting it skips Stripe.
		const subscriber = await newUser({ isFirstVisit: true, subscription: {} });
		await withData(db, subscriber);
		await sessionsEnded(db, subscriber.userId, longAgo);
		const kept = [recent, live, account, linked, subscriber];
		const before = await Promise.all(kept.map((person) => rowsOf(db, person.userId)));

		await runRound(db, now);
		expect(await Promise.all(kept.map((person) => rowsOf(db, person.userId)))).toEqual(before);
		expect((await live.get("/api/v1/tasks")).status).toBe(200);
	});

	test("deletes a backlog in bounded batches, over as many rounds as it takes", async ({ db, newUser }) => {
		const abandoned: TestUser[] = [];
		for (let index = 0; index < 5; index++) abandoned.push(await newUser({ isFirstVisit: true }));
		const endedAt = new Date(Date.now() - (RETENTION_DAYS + 1) * DAY_MS);
		for (const person of abandoned) await sessionsEnded(db, person.userId, endedAt);
		const remaining = async () => {
			const rows = await Promise.all(abandoned.map((person) => rowsOf(db, person.userId)));
			return rows.filter((counts) => counts["user.id"] === 1).length;
		};

		// Two batches of two users each round: four go in the first round, the last one in the next.
		const batch = { size: 2, max: 2 };
		expect(await runRound(db, inHours(4), batch)).toBe(4);
		expect(await remaining()).toBe(1);
		expect(await runRound(db, inHours(5), batch)).toBe(1);
		expect(await remaining()).toBe(0);
	});

	test("purges once per round across instances", async ({ db }) => {
		const now = inHours(7);
		const logged: string[] = [];
		const logger = { info: (_data: object, message: string) => void logged.push(message), error: () => {} };
		const instances = [1, 2, 3].map(() => purgeJob(db, now, { logger }));
		try {
			await Promise.all(instances.map((instance) => instance.runOnce()));
		} finally {
			await Promise.all(instances.map((instance) => instance.stop()));
		}
		expect(logged).toEqual(["abandoned anonymous users deleted"]);
	});
});
