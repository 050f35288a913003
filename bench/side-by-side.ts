import { parseArgs } from "node:util";
import { startServer } from "#tests/setup/server-process.ts";
import { signInAnonymously } from "./browser.ts";
import { type LoadResult, load, moveLoad } from "./load.ts";
import { seedTasks } from "./seed-tasks.ts";

// `node bench/side-by-side.ts --before <dir> [--after <dir>] [--rounds N] [--seconds N]`: two builds of the app
// (`<dir>/build/server.js`; this checkout by default for --after) on one PostgreSQL database (BENCH_DATABASE_URL),
// loaded in turn A B A B… with the same requests, each with a user of 200 tasks. On a shared machine throughput moves
// ±30 % from minute to minute; the server's CPU time per answer, measured in alternation, moves with it far less.

const { values: options } = parseArgs({
	options: {
		before: { type: "string" },
		after: { type: "string", default: "." },
		rounds: { type: "string", default: "2" },
		seconds: { type: "string", default: "5" },
		only: { type: "string" },
	},
});
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!options.before || !databaseUrl) throw new Error("needs --before <dir> and BENCH_DATABASE_URL");
const ROUNDS = Number(options.rounds);
const SECONDS = Number(options.seconds);
const BOARD_TASKS = 200;

async function prepare(root: string) {
	const server = await startServer(
		{
			LOG_LEVEL: "warn",
			AUTH_RATE_LIMIT_PER_MINUTE: "100000",
			FREE_TASKS_PER_QUADRANT: String(BOARD_TASKS),
			DATABASE_URL: databaseUrl ?? "",
			...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
		},
		undefined,
		{ root },
	);
	const cookie = await signInAnonymously(server.baseUrl);
	const signedIn = { "accept-encoding": "gzip", cookie };
	const json = { ...signedIn, origin: server.baseUrl, "content-type": "application/json" };
	// The pages as a browser asks for them (a bot's user agent would be answered without streaming).
	const browser = { ...signedIn, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" };
	const taskIds = await seedTasks(server.baseUrl, json, BOARD_TASKS);
	const pid = server.child.pid ?? 0;
	const url = (path: string) => `${server.baseUrl}${path}`;
	const moving = { pid, baseUrl: server.baseUrl, seconds: SECONDS, headers: json };
	/** After the first, each of these moves finds the task where it is asked to go: the task is not written (a key is). */
	const moveFirstTask =
		({ keyed }: { keyed: boolean }) =>
		() =>
			moveLoad({
				...moving,
				taskId: taskIds[0],
				body: JSON.stringify({ quadrant: "not-urgent-not-important", before: null }),
				keyed,
			});
	const loads: Record<string, () => Promise<LoadResult>> = {
		healthz: () => load({ pid, url: url("/healthz"), seconds: SECONDS }),
		me: () => load({ pid, url: url("/api/v1/me"), seconds: SECONDS, headers: signedIn }),
		list: () => load({ pid, url: url("/api/v1/tasks"), seconds: SECONDS, headers: signedIn }),
		move: moveFirstTask({ keyed: false }),
		// The same move as the app sends it, with an Idempotency-Key (a new one each time).
		"move-keyed": moveFirstTask({ keyed: true }),
		matrix: () => load({ pid, url: url("/matrix"), seconds: SECONDS, headers: browser }),
		sticky: () => load({ pid, url: url("/sticky"), seconds: SECONDS, headers: browser }),
		// Back and forth between two quadrants: each move writes the task and its log entry.
		"move-write": () =>
			moveLoad({
				...moving,
				taskId: taskIds[1],
				bodies: ["urgent-important", "not-urgent-important"].map((quadrant) =>
					JSON.stringify({ quadrant, before: null }),
				),
			}),
	};
	return { server, loads };
}

const before = await prepare(options.before);
const after = await prepare(options.after);
try {
	const rows: Record<string, unknown>[] = [];
	const scenarios = options.only ? options.only.split(",") : ["healthz", "me", "list", "move", "move-write"];
	for (let round = 1; round <= ROUNDS; round++) {
		for (const scenario of scenarios) {
			for (const [name, side] of [
				["before", before],
				["after", after],
			] as const) {
				const run = side.loads[scenario];
				if (!run) throw new Error(`no scenario ${scenario}`);
				rows.push({ round, scenario, side: name, ...(await run()) });
			}
		}
	}
	console.table(rows);
} finally {
	await before.server.stop();
	await after.server.stop();
}
