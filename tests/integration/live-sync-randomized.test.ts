import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { readLogBounds } from "#core/change-log/read-changes.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { type EventStreamClient, openEventStream, serveOnLoopback } from "#tests/setup/live-sync-client.ts";
import { seededRandom } from "#tests/setup/seeded-random.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database.ts";

const RUNS = 50;
const WRITES_PER_RUN = 100;
const QUADRANTS = ["urgent-important", "not-urgent-important", "urgent-not-important", "not-urgent-not-important"];
type Task = { id: string; title: string; quadrant: string; status: string };

// A client that loses its stream at random moments while another client of the same user writes: once caught up,
// its copy equals the server's, having applied every change once (0 missed, 0 duplicated). Replay a failure with
// LIVE_SYNC_SEED=<the printed seed>.
describe("live sync under random disconnects", () => {
	let testDb: TestDatabase;
	let app: ReturnType<typeof createTestApp>;
	let server: Awaited<ReturnType<typeof serveOnLoopback>>;
	beforeAll(async () => {
		testDb = await createTestDatabase("pglite");
		app = createTestApp(testDb.database, { AUTH_RATE_LIMIT_PER_MINUTE: "10000", FREE_TASKS_PER_QUADRANT: "1000" });
		server = await serveOnLoopback(app);
	});
	afterAll(async () => {
		await server.close();
		await testDb.dispose();
	});

	const firstSeed = Number(process.env.LIVE_SYNC_SEED ?? Math.floor(Math.random() * 2 ** 31));
	const runs = process.env.LIVE_SYNC_SEED ? 1 : RUNS;

	it(`ends every one of ${runs} runs with the client equal to the server`, { timeout: 600_000 }, async () => {
		let seed = firstSeed;
		onTestFailed(() => {
			console.info(`live sync randomized run failed: replay with LIVE_SYNC_SEED=${seed}`);
		});
		for (let run = 0; run < runs; run++, seed++) await oneRun(seed);
	});

	async function oneRun(seed: number) {
		const random = seededRandom(seed);
		const writer = apiClient(app);
		expect((await writer.post("/api/auth/sign-in/anonymous")).status).toBe(200);

		// The reader's copy of the tasks, and the position it has applied up to.
		const copy = new Map<string, Task>();
		let applied = 0;
		const faults: string[] = [];
		let stream: EventStreamClient | undefined;
		let consumed = 0;
		const drain = () => {
			if (!stream) return;
			for (const event of stream.events.slice(consumed)) {
				if (event.type !== "change") continue;
				const seq = Number(event.id);
				if (seq !== applied + 1) faults.push(`seed ${seed}: got ${seq} after ${applied}`);
				applied = Math.max(applied, seq);
				const data = event.data as { action: string; id: string; data: Task };
				if (data.action === "deleted") copy.delete(data.id);
				else copy.set(data.id, pick(data.data));
			}
			consumed = stream.events.length;
		};
		const connect = () => {
			stream = openEventStream(server.baseUrl, { cookie: () => writer.jar.header(), after: String(applied) });
			consumed = 0;
		};
		const disconnect = () => {
			drain();
			stream?.close();
			stream = undefined;
		};

		connect();
		const ids: string[] = [];
		for (let write = 0; write < WRITES_PER_RUN; write++) {
			if (stream && random.chance(0.15)) disconnect();
			else if (!stream && random.chance(0.4)) connect();
			drain();
			const id = ids.length > 0 ? random.pick(ids) : undefined;
			const kind =
				!id || ids.length < 3 || random.chance(0.35) ? "create" : random.pick(["title", "move", "done", "delete"]);
			if (kind === "create" || !id) {
				const created = randomUUID();
				const response = await writer.post("/api/v1/tasks", {
					id: created,
					title: `t${write}`,
					quadrant: random.pick(QUADRANTS),
				});
				expect(response.status).toBe(201);
				ids.push(created);
			} else if (kind === "title") {
				expect((await writer.send("PATCH", `/api/v1/tasks/${id}`, { title: `t${write}` })).status).toBe(200);
			} else if (kind === "move") {
				expect((await writer.post(`/api/v1/tasks/${id}/move`, { quadrant: random.pick(QUADRANTS) })).status).toBe(200);
			} else if (kind === "done") {
				expect((await writer.send("PATCH", `/api/v1/tasks/${id}`, { status: "done" })).status).toBe(200);
			} else {
				expect((await writer.send("DELETE", `/api/v1/tasks/${id}`)).status).toBe(204);
				ids.splice(ids.indexOf(id), 1);
			}
		}
		const { lastSeq } = await readLogBounds({ db: testDb.database.db, userId: await userIdOf(writer) });
		if (!stream) connect();
		const current = stream as EventStreamClient;
		await current.waitUntil(() => {
			drain();
			return applied >= lastSeq || undefined;
		}, "the last change");
		disconnect();

		const listing = await writer.json<{ tasks: Task[] }>(writer.get("/api/v1/tasks"));
		const expected = new Map(listing.tasks.map((task) => [task.id, pick(task)]));
		expect(faults, `seed ${seed}`).toEqual([]);
		expect(applied, `seed ${seed}`).toBe(lastSeq);
		expect(copy, `seed ${seed}`).toEqual(expected);
	}
});

async function userIdOf(client: ReturnType<typeof apiClient>) {
	return (await client.json<{ id: string }>(client.get("/api/v1/me"))).id;
}

function pick({ id, title, quadrant, status }: Task): Task {
	return { id, title, quadrant, status };
}
