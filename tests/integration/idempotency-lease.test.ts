import { randomUUID } from "node:crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import type { Db } from "#db/client.server.ts";
import { changeLog, idempotencyKey } from "#db/schema/tasks.ts";
import { idempotencyRequestHash } from "#server/middleware/idempotency.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";

// Security review round 3, D4: a process killed mid-request left its Idempotency-Key claimed "in progress" for a week,
// so every retry of the offline queue was refused (409) and the change was never applied. A claim now has a lease
// (IDEMPOTENCY_LEASE_MS, 30 s here) that its holder renews while it runs; a retry takes over a claim whose lease ran
// out. The crash itself, with a real process, is in idempotency-crash.test.ts.

type Body = { id: string; title: string; quadrant: string };

describeEachDatabase("an Idempotency-Key claim left in progress", () => {
	const newTask = (title = "Sent once"): Body => ({ id: randomUUID(), title, quadrant: "urgent-important" });
	const newKey = () => `key-${randomUUID()}`;
	/**
	 * What a process killed mid-request leaves: the claim, made at `claimedAt` and never finished, of exactly this
	 * request (a new task, `body`) under a new key.
	 */
	const leaveInProgress = async (db: Db, userId: string, claimedAt: SQL, body = newTask()) => {
		const key = newKey();
		await db.insert(idempotencyKey).values({
			userId,
			key,
			status: 0,
			requestHash: idempotencyRequestHash("POST", `${TEST_BASE_URL}/api/v1/tasks`, JSON.stringify(body)),
			claimedAt,
		});
		return { key, body };
	};
	const changesOf = async (db: Db, taskId: string) =>
		(await db.select().from(changeLog).where(eq(changeLog.entityId, taskId))).map((entry) => entry.action);
	const expectConflict = async (response: Response) => {
		expect(response.status).toBe(409);
		expect(((await response.json()) as ApiErrorBody).error.code).toBe("idempotency_conflict");
	};

	test("is taken over by a retry once its lease has run out, and the request is applied once", async ({
		db,
		newUser,
	}) => {
		const client = await newUser();
		const { key, body } = await leaveInProgress(db, client.userId, sql`now() - interval '1 minute'`);

		const retry = await client.post("/api/v1/tasks", body, { "idempotency-key": key });
		expect(retry.status).toBe(201);
		expect(retry.headers.get("idempotent-replayed")).toBeNull();
		const again = await client.post("/api/v1/tasks", body, { "idempotency-key": key });
		expect(again.status).toBe(201);
		expect(again.headers.get("idempotent-replayed")).toBe("true");
		expect(await again.json()).toEqual(await retry.json());
		expect((await client.get(`/api/v1/tasks/${body.id}`)).status).toBe(200);
		expect(await changesOf(db, body.id)).toEqual(["created"]);
	});

	test("still answers 409 while its lease runs: its request may be running on another instance", async ({
		db,
		newUser,
	}) => {
		const client = await newUser();
		const { key, body } = await leaveInProgress(db, client.userId, sql`now() - interval '1 second'`);

		await expectConflict(await client.post("/api/v1/tasks", body, { "idempotency-key": key }));
		expect((await client.get(`/api/v1/tasks/${body.id}`)).status).toBe(404);
	});

	test("is not taken over by another request under the same key, even once its lease has run out", async ({
		db,
		newUser,
	}) => {
		const client = await newUser();
		const { key } = await leaveInProgress(db, client.userId, sql`now() - interval '1 minute'`);
		const other = newTask("Another request");

		await expectConflict(await client.post("/api/v1/tasks", other, { "idempotency-key": key }));
		expect((await client.get(`/api/v1/tasks/${other.id}`)).status).toBe(404);
	});

	test("is taken over by exactly one of several retries at once", async ({ db, newUser }) => {
		const client = await newUser();
		const { key, body } = await leaveInProgress(db, client.userId, sql`now() - interval '1 minute'`);

		const answers = await Promise.all(
			Array.from({ length: 6 }, () => client.post("/api/v1/tasks", body, { "idempotency-key": key })),
		);
		// The winner applies it (201); the others are refused while it runs (409) or replay its answer (201, replayed).
		// A second winner would find the task made and answer 200.
		const applied = answers.filter((answer) => answer.status === 201 && !answer.headers.has("idempotent-replayed"));
		expect(applied).toHaveLength(1);
		for (const answer of answers) {
			if (answer === applied[0]) continue;
			if (answer.status === 409) await expectConflict(answer);
			else expect([answer.status, answer.headers.get("idempotent-replayed")]).toEqual([201, "true"]);
		}
		expect(await changesOf(db, body.id)).toEqual(["created"]);
	});
});
