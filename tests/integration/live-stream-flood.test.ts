import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "#tests/setup/server-process.ts";

const MIB = 1024 * 1024;
const STALLED_READERS = 12;
const BACKLOG = 1100;
const EDITORS = 4;

// The review's D1 and D2 reproductions against the built server (../shared/reviews/security-review.md): a server with
// the common soft limit of 1,024 open files, one anonymous visitor, 1,100 streams; then 12 clients that never read a
// backlog of 1,100 large changes.
describe("a flood of live streams against the built server", () => {
	let server: ServerProcess;
	let cookie: string;
	const origin = () => new URL(server.baseUrl).origin;
	beforeAll(async () => {
		server = await startServer(
			{ LOG_LEVEL: "info", LIVE_STREAMS_PER_SESSION: String(STALLED_READERS), LIVE_STREAM_WRITE_DEADLINE_MS: "2000" },
			undefined,
			{ openFileLimit: 1024 },
		);
		const signedIn = await fetch(`${server.baseUrl}/api/auth/sign-in/anonymous`, {
			method: "POST",
			headers: { Origin: origin(), "Content-Type": "application/json" },
			body: "{}",
		});
		expect(signedIn.status).toBe(200);
		cookie = signedIn.headers
			.getSetCookie()
			.map((line) => line.split(";")[0])
			.join("; ");
	});
	afterAll(() => server?.stop());

	it("leaves the server answering /healthz after 1,100 streams from one session, with 1,024 files allowed", async () => {
		const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
		const ask = () =>
			new Promise<number | string>((resolve) => {
				const sent = request(`${server.baseUrl}/api/v1/events`, { agent, headers: { Cookie: cookie } });
				sent.on("response", (response) => resolve(response.statusCode ?? 0));
				sent.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
				sent.end();
			});
		// 50 at a time, each stream that opens held open: what 1,100 background curls do, without also measuring how
		// the database pool copes with 1,100 session reads at once (that answers 503 busy, as it should).
		const answers: Array<number | string> = [];
		await Promise.all(
			Array.from({ length: 50 }, async () => {
				while (answers.length < 1100) {
					const index = answers.push("asked") - 1;
					answers[index] = await ask();
				}
			}),
		);
		const tally = Object.groupBy(answers, (answer) => String(answer));
		const counts = Object.fromEntries(Object.entries(tally).map(([answer, all]) => [answer, all?.length ?? 0]));
		const opened = counts["200"] ?? 0;
		expect(opened, JSON.stringify(counts)).toBeGreaterThan(0);
		expect(opened, JSON.stringify(counts)).toBeLessThanOrEqual(STALLED_READERS);
		// Every other one refused: over the cap (429), or the database busy for a moment (503, with Retry-After).
		expect((counts["429"] ?? 0) + (counts["503"] ?? 0), JSON.stringify(counts)).toBe(1100 - opened);
		expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
		agent.destroy();
		expect(server.child.exitCode).toBeNull();
		expect(server.output()).not.toMatch(/EMFILE|"level":60/);
	}, 60_000);

	it("drops 12 clients that never read a backlog of 1,100 large changes, and gives their memory back", async () => {
		// About 31.6 KB each on the wire (a control character is written as \u0001), edited on a few tasks at once. On a
		// machine busy with other tests, 1,100 edits alone can take a minute or two: hence the long timeout.
		const tasks = await Promise.all(
			Array.from({ length: EDITORS }, async (_, index) => {
				const created = await sendJson("POST", "/api/v1/tasks", {
					id: randomUUID(),
					title: `Large ${index}`,
					quadrant: "urgent-important",
				});
				expect(created.status).toBe(201);
				return ((await created.json()) as { id: string }).id;
			}),
		);
		await Promise.all(
			tasks.map(async (id) => {
				for (let i = 0; i < BACKLOG / EDITORS; i++) {
					const description = String.fromCharCode(1 + (i % 2)).repeat(5000);
					expect((await sendJson("PATCH", `/api/v1/tasks/${id}`, { description })).status).toBe(200);
				}
			}),
		);
		const before = await residentBytes(server);
		const stalled = Array.from({ length: STALLED_READERS }, () => neverReadingStream());
		await expect
			.poll(() => server.output().match(/live stream dropped: its client stopped reading/g)?.length ?? 0, {
				timeout: 60_000,
			})
			.toBe(STALLED_READERS);
		expect(await residentBytes(server)).toBeLessThan(before + 50 * MIB);
		expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
		for (const socket of stalled) socket.destroy();
	}, 300_000);

	const sendJson = (method: string, path: string, body: unknown) =>
		fetch(`${server.baseUrl}${path}`, {
			method,
			headers: { Origin: origin(), Cookie: cookie, "Content-Type": "application/json" },
			body: JSON.stringify(body),
		});

	/** A raw connection that asks for the whole log and never reads a byte of the answer. */
	const neverReadingStream = (): Socket => {
		const { hostname, port } = new URL(server.baseUrl);
		const socket = connect(Number(port), hostname);
		socket.pause();
		socket.on("error", () => {});
		socket.write(`GET /api/v1/events?after=0 HTTP/1.1\r\nHost: ${hostname}\r\nCookie: ${cookie}\r\n\r\n`);
		return socket;
	};
});

/** The server process's resident memory, as the kernel counts it. */
async function residentBytes(server: ServerProcess): Promise<number> {
	const status = await readFile(`/proc/${server.child.pid}/status`, "utf8");
	const kib = Number(status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1]);
	return kib * 1024;
}
