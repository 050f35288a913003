import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type ClientRequest, get } from "node:http";
import autocannon from "autocannon";
import { startServer } from "#tests/setup/server-process.ts";

// Live sync under load (issue 15's Performance section): STREAMS concurrent event streams on one instance, on a server
// of its own so the other figures are not disturbed. Reported, never asserted. Run alone: `node bench/live-sync.ts`.

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const SAMPLE_WRITES = 60;
const QUADRANTS = ["not-urgent-important", "urgent-not-important", "not-urgent-not-important", "urgent-important"];

export type LiveSyncBench = {
	database: "pglite" | "postgres";
	streams: number;
	rssReadyMiB: number;
	rssWithStreamsMiB: number;
	/** From sending a write until every one of the streams (all the writer's) has its event; the commit is between. */
	arrivalOnAllP50Ms: number;
	arrivalOnAllP99Ms: number;
	/** The write alone, for reference: from sending it until its answer. */
	writeP50Ms: number;
	movesPerSecondWithoutStreams: number;
	/** Every stream is the mover's: each move is written to all of them (the fan-out's worst case). */
	movesPerSecondWithTheMoversStreams: number;
	/** One stream is the mover's, the others belong to other users (what a shared instance sees). */
	movesPerSecondWithOthersStreams: number;
};

async function rssMiB(pid: number | undefined): Promise<number> {
	const status = await readFile(`/proc/${pid}/status`, "utf8");
	return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(values: number[], fraction: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return Number((sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0).toFixed(1));
}

async function signIn(baseUrl: string): Promise<string> {
	const response = await fetch(`${baseUrl}/api/auth/sign-in/anonymous`, {
		method: "POST",
		headers: { origin: baseUrl, "content-type": "application/json" },
		body: "{}",
	});
	return response.headers
		.getSetCookie()
		.map((line) => line.split(";")[0])
		.join("; ");
}

/**
 * Opens one stream per cookie, read raw with node:http (only the position is picked out), so this process spends
 * little of the machine the server shares. `waitForAll(seq)` resolves once every stream has reached `seq`.
 */
async function openStreams(baseUrl: string, cookies: string[]) {
	const positions = new Array<number>(cookies.length).fill(-1);
	const requests: ClientRequest[] = [];
	let target = Number.POSITIVE_INFINITY;
	let reached = 0;
	let onAllReached = () => {};
	await Promise.all(
		cookies.map(
			(cookie, index) =>
				new Promise<void>((resolve, reject) => {
					const request = get(`${baseUrl}/api/v1/events`, { headers: { cookie }, agent: false }, (response) => {
						if (response.statusCode !== 200) reject(new Error(`a stream answered ${response.statusCode}`));
						let tail = "";
						response.on("data", (chunk: Buffer) => {
							const text = tail + chunk.toString("latin1");
							tail = text.slice(-32);
							const before = positions[index] ?? -1;
							for (const match of text.matchAll(/^id: (\d+)$/gm)) positions[index] = Number(match[1]);
							const after = positions[index] ?? -1;
							if (before === -1 && after !== -1) resolve();
							if (before < target && after >= target && ++reached === cookies.length) onAllReached();
						});
					});
					request.on("error", () => {});
					requests.push(request);
				}),
		),
	);
	return {
		position: () => Math.max(...positions),
		waitForAll: (seq: number) => {
			reached = positions.filter((position) => position >= seq).length;
			target = seq;
			return new Promise<void>((resolve) => {
				onAllReached = resolve;
				if (reached === cookies.length) resolve();
			});
		},
		close: () => {
			for (const request of requests) request.destroy();
		},
	};
}

export async function measureLiveSync({
	databaseUrl,
	durationSeconds,
}: {
	databaseUrl?: string;
	durationSeconds: number;
}): Promise<LiveSyncBench> {
	const server = await startServer({
		LOG_LEVEL: "warn",
		AUTH_RATE_LIMIT_PER_MINUTE: "100000",
		FREE_TASKS_PER_QUADRANT: "100000",
		...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
	});
	const opened: Array<{ close: () => void }> = [];
	try {
		const cookie = await signIn(server.baseUrl);
		const json = { cookie, origin: server.baseUrl, "content-type": "application/json" };
		const taskId = randomUUID();
		const created = await fetch(`${server.baseUrl}/api/v1/tasks`, {
			method: "POST",
			headers: json,
			body: JSON.stringify({ id: taskId, title: "Moved around", quadrant: "urgent-important" }),
		});
		if (created.status !== 201) throw new Error(`creating the task answered ${created.status}`);
		// Each move goes to the next quadrant, so every one is a real change (a move to where it is changes nothing).
		let moveCount = 0;
		const nextMove = () => JSON.stringify({ quadrant: QUADRANTS[moveCount++ % QUADRANTS.length], before: null });
		const moveUrl = `${server.baseUrl}/api/v1/tasks/${taskId}/move`;
		const moves = async () => {
			const run = await autocannon({
				url: moveUrl,
				method: "POST",
				headers: json,
				connections: 10,
				duration: durationSeconds,
				requests: [{ setupRequest: (request) => ({ ...request, body: nextMove() }) }],
			});
			if (run.non2xx > 0) throw new Error(`moves: ${run.non2xx} non-2xx answers`);
			return Math.round(run.requests.average);
		};

		const movesPerSecondWithoutStreams = await moves();
		const rssReadyMiB = await rssMiB(server.child.pid);

		const moversStreams = await openStreams(server.baseUrl, new Array<string>(STREAMS).fill(cookie));
		opened.push(moversStreams);
		const rssWithStreamsMiB = await rssMiB(server.child.pid);
		const arrival: number[] = [];
		const write: number[] = [];
		let next = moversStreams.position();
		for (let index = 0; index < SAMPLE_WRITES; index++) {
			next += 1;
			const sent = performance.now();
			const response = await fetch(moveUrl, { method: "POST", headers: json, body: nextMove() });
			write.push(performance.now() - sent);
			if (response.status !== 200) throw new Error(`a move answered ${response.status}`);
			await moversStreams.waitForAll(next);
			arrival.push(performance.now() - sent);
		}
		const movesPerSecondWithTheMoversStreams = await moves();
		moversStreams.close();

		const others = [];
		for (let index = 1; index < STREAMS; index++) others.push(await signIn(server.baseUrl));
		opened.push(await openStreams(server.baseUrl, [cookie, ...others]));
		const movesPerSecondWithOthersStreams = await moves();
		return {
			database: databaseUrl ? "postgres" : "pglite",
			streams: STREAMS,
			rssReadyMiB: Number(rssReadyMiB.toFixed(1)),
			rssWithStreamsMiB: Number(rssWithStreamsMiB.toFixed(1)),
			arrivalOnAllP50Ms: percentile(arrival, 0.5),
			arrivalOnAllP99Ms: percentile(arrival, 0.99),
			writeP50Ms: percentile(write, 0.5),
			movesPerSecondWithoutStreams,
			movesPerSecondWithTheMoversStreams,
			movesPerSecondWithOthersStreams,
		};
	} finally {
		for (const streams of opened) streams.close();
		await server.stop();
	}
}

if (import.meta.main) {
	console.table(
		await measureLiveSync({
			databaseUrl: process.env.BENCH_DATABASE_URL,
			durationSeconds: Number(process.argv[2] ?? 8),
		}),
	);
}
