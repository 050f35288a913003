import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canResumeAfter, readLogBounds } from "#core/change-log/read-changes.ts";
import { changeLog } from "#db/schema/tasks.ts";
import { startChangeLogPruning } from "#server/jobs/change-log-pruning.ts";
import { signUpAndSignIn } from "#tests/setup/account-by-mail.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { withEmptyDefaultBoard } from "#tests/setup/test-user.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const PASSWORD = "correct horse battery staple";

describe.each(databaseKinds())("change-log pruning on %s", (kind) => {
	let testDb: TestDatabase;
	let app: ReturnType<typeof createTestApp>;
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		app = createTestApp(testDb.database, { AUTH_RATE_LIMIT_PER_MINUTE: "1000", FREE_TASKS_PER_QUADRANT: "1000" });
	});
	afterAll(() => testDb.dispose());

	const db = () => testDb.database.db;
	/** A user with `count` changes in their log (one task each); answers the client and the user's id. */
	const userWithChanges = async (count: number) => {
		const client = apiClient(app);
		const email = `prune-${randomUUID()}@example.test`;
		await signUpAndSignIn(client, { email, password: PASSWORD });
		const { id: userId } = await client.json<{ id: string }>(client.get("/api/v1/me"));
		await withEmptyDefaultBoard(db(), userId);
		await db().delete(changeLog).where(eq(changeLog.userId, userId));
		const { lastSeq } = await readLogBounds({ db: db(), userId });
		for (let index = 0; index < count; index++) {
			const response = await client.post("/api/v1/tasks", {
				id: randomUUID(),
				title: `T${index}`,
				quadrant: "urgent-important",
			});
			expect(response.status).toBe(201);
		}
		return { client, email, userId, firstSeq: lastSeq + 1 };
	};
	const keptSeqs = async (userId: string) =>
		(
			await db()
				.select({ seq: changeLog.seq })
				.from(changeLog)
				.where(eq(changeLog.userId, userId))
				.orderBy(asc(changeLog.seq))
		).map((row) => Number(row.seq));
	const ageEntry = (userId: string, seq: number, days: number) =>
		db()
			.update(changeLog)
			.set({ createdAt: new Date(Date.now() - days * DAY_MS) })
			.where(and(eq(changeLog.userId, userId), eq(changeLog.seq, seq)));
	const silentLogger = () => {
		const lines: string[] = [];
		return {
			lines,
			info: (_data: object, message: string) => {
				lines.push(message);
			},
			error: () => {},
		};
	};
	const job = (options: { now: () => Date; retentionDays?: number; maxPerUser?: number }) => {
		const logger = silentLogger();
		const running = startChangeLogPruning({
			db: db(),
			logger,
			retentionDays: options.retentionDays ?? 30,
			maxPerUser: options.maxPerUser ?? 10_000,
			now: options.now,
		});
		return { ...running, logger };
	};

	it("removes entries older than the retention as a whole prefix of each user's log", async () => {
		const { userId, firstSeq } = await userWithChanges(6);
		// An entry may carry an earlier time than the one before it (its writer waited for the counter): everything up
		// to the newest old entry goes, so what remains has no hole.
		await ageEntry(userId, firstSeq + 1, 40);
		await ageEntry(userId, firstSeq + 3, 31);
		const pruning = job({ now: () => new Date() });
		await pruning.runOnce();
		await pruning.stop();
		expect(await keptSeqs(userId)).toEqual([firstSeq + 4, firstSeq + 5]);
		const bounds = await readLogBounds({ db: db(), userId });
		expect(canResumeAfter(firstSeq + 3, bounds)).toBe(true);
		expect(canResumeAfter(firstSeq + 2, bounds)).toBe(false);
	});

	it("keeps at most the configured number of each user's newest entries", async () => {
		const { userId, firstSeq } = await userWithChanges(5);
		const pruning = job({ now: () => new Date(Date.now() + 2 * HOUR_MS), maxPerUser: 2 });
		await pruning.runOnce();
		await pruning.stop();
		expect(await keptSeqs(userId)).toEqual([firstSeq + 3, firstSeq + 4]);
	});

	it("prunes each round once, whichever of several instances gets there first", async () => {
		const { userId, firstSeq } = await userWithChanges(3);
		await ageEntry(userId, firstSeq, 60);
		const at = new Date(Date.now() + 5 * HOUR_MS);
		const instances = [job({ now: () => at }), job({ now: () => at }), job({ now: () => at })];
		await Promise.all(instances.map((instance) => instance.runOnce()));
		const pruned = instances.filter((instance) => instance.logger.lines.includes("change log pruned"));
		expect(pruned).toHaveLength(1);
		expect(await keptSeqs(userId)).toEqual([firstSeq + 1, firstSeq + 2]);
		// The next round is another claim.
		const later = job({ now: () => new Date(at.getTime() + HOUR_MS) });
		await later.runOnce();
		expect(later.logger.lines).toEqual(["change log pruned"]);
		await Promise.all([...instances, later].map((instance) => instance.stop()));
	});

	it("leaves the account export and the account deletion working", async () => {
		const { client, email, userId } = await userWithChanges(3);
		await db()
			.update(changeLog)
			.set({ createdAt: new Date(Date.now() - 90 * DAY_MS) })
			.where(eq(changeLog.userId, userId));
		const pruning = job({ now: () => new Date(Date.now() + 9 * HOUR_MS) });
		await pruning.runOnce();
		await pruning.stop();
		expect(await keptSeqs(userId)).toEqual([]);
		const exported = await client.get("/api/v1/account/export");
		expect(exported.status).toBe(200);
		expect(((await exported.json()) as { tasks: unknown[] }).tasks).toHaveLength(3);
		expect((await client.send("DELETE", "/api/v1/account", { confirmation: email })).status).toBe(204);
		expect(await keptSeqs(userId)).toEqual([]);
		expect((await client.get("/api/v1/me")).status).toBe(401);
	});
});
