import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { rateLimit } from "#db/schema/auth.ts";
import { idempotencyKey } from "#db/schema/tasks.ts";
import { startExpiredRowsPurge } from "#server/jobs/expired-rows-purge.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

// Issue 19, item 7: rate-limit rows and idempotency keys used to be kept forever. A claimed-once job purges the ones
// nothing reads any more: rate-limit rows untouched for a day, idempotency keys older than a week.

const DAY_MS = 24 * 60 * 60 * 1000;
const silent = { info: () => {}, error: () => {} };

describeEachDatabase("purging expired rate-limit rows and idempotency keys", () => {
	const purgeJob = (db: Parameters<typeof startExpiredRowsPurge>[0]["db"], now: Date) =>
		startExpiredRowsPurge({ db, logger: silent, now: () => now });

	test("forgets an idempotency key after a week: the same key then applies a new request, a recent one still replays", async ({
		db,
		newUser,
	}) => {
		const client = await newUser();
		const newTask = (title: string) => ({ id: randomUUID(), title, quadrant: "urgent-important" });
		const create = (key: string, task: object) => client.post("/api/v1/tasks", task, { "idempotency-key": key });
		const oldKey = `old-${randomUUID()}`;
		const recentKey = `recent-${randomUUID()}`;
		const recent = newTask("Recent");
		const another = newTask("Another");
		expect((await create(oldKey, newTask("Old"))).status).toBe(201);
		expect((await create(recentKey, recent)).status).toBe(201);
		// The same key on another request is refused while the key is kept.
		expect((await create(oldKey, another)).status).toBe(409);
		await db
			.update(idempotencyKey)
			.set({ createdAt: new Date(Date.now() - 8 * DAY_MS) })
			.where(eq(idempotencyKey.key, oldKey));

		const job = purgeJob(db, new Date());
		try {
			const removed = await job.runOnce();
			expect(removed?.idempotencyKeys).toBeGreaterThanOrEqual(1);
		} finally {
			await job.stop();
		}
		expect((await create(oldKey, another)).status).toBe(201);
		const replay = await create(recentKey, recent);
		expect(replay.status).toBe(201);
		expect(replay.headers.get("idempotent-replayed")).toBe("true");
	});

	test("removes rate-limit rows untouched for a day and keeps the ones still counting", async ({ db }) => {
		const now = Date.now();
		const rows = [
			{ key: `stale-${randomUUID()}`, lastRequest: now - 2 * DAY_MS },
			{ key: `minute-${randomUUID()}`, lastRequest: now - 30_000 },
			{ key: `sign-in-${randomUUID()}`, lastRequest: now - 10 * 60_000 },
		];
		await db.insert(rateLimit).values(rows.map((row) => ({ id: row.key, count: 3, ...row })));
		const job = purgeJob(db, new Date(now + 3 * 60 * 60 * 1000));
		try {
			await job.runOnce();
		} finally {
			await job.stop();
		}
		const kept = await db
			.select({ key: rateLimit.key })
			.from(rateLimit)
			.where(
				inArray(
					rateLimit.key,
					rows.map((row) => row.key),
				),
			);
		expect(kept.map((row) => row.key).sort()).toEqual([rows[1]?.key, rows[2]?.key].sort());
	});

	test("purges once per round across instances", async ({ db }) => {
		// A round of its own, far from the other tests' clocks.
		const now = new Date("2031-01-01T10:20:00Z");
		const instances = [purgeJob(db, now), purgeJob(db, now), purgeJob(db, now)];
		try {
			const results = await Promise.all(instances.map((instance) => instance.runOnce()));
			expect(results.filter((result) => result !== undefined)).toHaveLength(1);
			// Later in the same hour: still that round, nobody purges again.
			const later = purgeJob(db, new Date("2031-01-01T10:55:00Z"));
			expect(await later.runOnce()).toBeUndefined();
			await later.stop();
		} finally {
			await Promise.all(instances.map((instance) => instance.stop()));
		}
	});
});
