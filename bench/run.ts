import { randomUUID } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import autocannon from "autocannon";
import { startServer } from "#tests/setup/server-process.ts";
import { measureLiveSync } from "./live-sync.ts";
import { measureMatrixInBrowser } from "./matrix-in-browser.ts";

// `npm run bench`: load on the built server from this machine's loopback, each route beside a trivial one in the
// same run (the ratio is the figure to watch), plus idle memory. Numbers are reported, never asserted.

async function rssMiB(pid: number | undefined): Promise<number> {
	const status = await readFile(`/proc/${pid}/status`, "utf8");
	return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const DURATION_SECONDS = Number(process.argv[2] ?? 8);
const CONNECTIONS = 10;

type Scenario = { name: string; path: string; isSignedIn: boolean; method?: "GET" | "POST"; body?: string };
const BOARD_TASKS = 200;
const QUADRANTS = ["urgent-important", "not-urgent-important", "urgent-not-important", "not-urgent-not-important"];

// BENCH_DATABASE_URL runs the same load on PostgreSQL instead of the embedded PGlite.
const databaseUrl = process.env.BENCH_DATABASE_URL;
const server = await startServer({
	LOG_LEVEL: "warn",
	AUTH_RATE_LIMIT_PER_MINUTE: "100000",
	FREE_TASKS_PER_QUADRANT: String(BOARD_TASKS),
	...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const startRssMiB = await rssMiB(server.child.pid);
try {
	const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in/anonymous`, {
		method: "POST",
		headers: { origin: server.baseUrl, "content-type": "application/json" },
		body: "{}",
	});
	const cookie = signIn.headers
		.getSetCookie()
		.map((line) => line.split(";")[0])
		.join("; ");
	const headers = {
		"user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36",
		"accept-encoding": "gzip",
	};
	const json = { ...headers, cookie, origin: server.baseUrl, "content-type": "application/json" };
	const taskIds: string[] = [];
	for (let index = 0; index < BOARD_TASKS; index++) {
		const id = randomUUID();
		const quadrant = QUADRANTS[index % QUADRANTS.length];
		const body = JSON.stringify({ id, title: `Task ${index}`, description: "A line of description.", quadrant });
		const created = await fetch(`${server.baseUrl}/api/v1/tasks`, { method: "POST", headers: json, body });
		if (created.status !== 201) throw new Error(`seeding answered ${created.status}`);
		taskIds.push(id);
	}
	const SCENARIOS: Scenario[] = [
		{ name: "trivial (GET /healthz)", path: "/healthz", isSignedIn: false },
		{ name: "API, signed in (GET /api/v1/me)", path: "/api/v1/me", isSignedIn: true },
		{ name: `list a board of ${BOARD_TASKS} tasks (GET /api/v1/tasks)`, path: "/api/v1/tasks", isSignedIn: true },
		{
			name: "move a task (POST /api/v1/tasks/:id/move)",
			path: `/api/v1/tasks/${taskIds[0]}/move`,
			isSignedIn: true,
			method: "POST",
			// The same move each time: a real write per request (a new position at the end of the quadrant).
			body: JSON.stringify({ quadrant: "not-urgent-not-important", before: null }),
		},
		{ name: "public page SSR (GET /pricing)", path: "/pricing", isSignedIn: false },
		{ name: "app page SSR (GET /matrix)", path: "/matrix", isSignedIn: true },
		{ name: "app page SSR (GET /sticky)", path: "/sticky", isSignedIn: true },
	];

	const results = [];
	for (const scenario of SCENARIOS) {
		const run = await autocannon({
			url: `${server.baseUrl}${scenario.path}`,
			connections: CONNECTIONS,
			duration: DURATION_SECONDS,
			method: scenario.method ?? "GET",
			body: scenario.body,
			headers: scenario.method === "POST" ? json : scenario.isSignedIn ? { ...headers, cookie } : headers,
		});
		if (run.non2xx > 0) throw new Error(`${scenario.path}: ${run.non2xx} non-2xx answers`);
		results.push({
			scenario: scenario.name,
			requestsPerSecond: Math.round(run.requests.average),
			latencyP50Ms: run.latency.p50,
			latencyP99Ms: run.latency.p99,
		});
	}
	const trivial = results[0]?.requestsPerSecond ?? 1;
	const table = results.map((row) => ({
		...row,
		ratioToTrivial: Number((row.requestsPerSecond / trivial).toFixed(2)),
	}));

	const browser = await measureMatrixInBrowser(server.baseUrl, cookie);
	const stickyInBrowser = await measureMatrixInBrowser(server.baseUrl, cookie, "/sticky");

	await new Promise((resolve) => setTimeout(resolve, 3_000));
	const idleRssMiB = await rssMiB(server.child.pid);

	console.table(table);
	console.log(`database: ${databaseUrl ? "PostgreSQL" : "PGlite (embedded)"}`);
	console.log(
		`/matrix with ${BOARD_TASKS} tasks in Chromium (median of 7): first paint ${browser.firstContentfulPaintMs} ms, every card interactive ${browser.interactiveMs} ms after navigation`,
	);
	console.log(
		`/sticky with ${BOARD_TASKS} notes in Chromium (median of 7): first paint ${stickyInBrowser.firstContentfulPaintMs} ms, every note interactive ${stickyInBrowser.interactiveMs} ms after navigation`,
	);
	console.log(`RSS when ready: ${startRssMiB.toFixed(1)} MiB; idle after load: ${idleRssMiB.toFixed(1)} MiB`);
	const report = {
		date: new Date().toISOString(),
		node: process.version,
		durationSeconds: DURATION_SECONDS,
		connections: CONNECTIONS,
		database: databaseUrl ? "postgres" : "pglite",
		results: table,
		matrixInBrowser: browser,
		stickyInBrowser,
		rssWhenReadyMiB: Number(startRssMiB.toFixed(1)),
		idleRssAfterLoadMiB: Number(idleRssMiB.toFixed(1)),
	};
	await writeFile(new URL("./results.json", import.meta.url), `${JSON.stringify(report, null, "\t")}\n`);
} finally {
	await server.stop();
}

// Live sync with 1,000 open streams, on a server of its own (bench/live-sync.ts).
console.table(await measureLiveSync({ databaseUrl, durationSeconds: DURATION_SECONDS }));
