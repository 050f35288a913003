import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "#tests/setup/server-process.ts";
import { signInAnonymously } from "./browser.ts";
import { measureDeadTime } from "./dead-time-in-browser.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { measureLiveSync } from "./live-sync.ts";
import { CONNECTIONS, type LoadResult, load, moveLoad } from "./load.ts";
import { measureMatrixInBrowser } from "./matrix-in-browser.ts";
import { measureReplay, measureWorkerCost } from "./offline-in-browser.ts";
import { type ProcessMemory, processMemory } from "./process-memory.ts";
import { measurePublicPages } from "./public-lighthouse.ts";
import { withReference } from "./reference-servers.ts";
import { explainPlans, loadScale } from "./scale.ts";
import { seedTasks } from "./seed-tasks.ts";
import { measureVitals } from "./vitals-in-browser.ts";

// `npm run bench [-- options]`: load on the built server from this machine's loopback, each figure beside a reference
// measured in the same run (a bare Hono route; the same React Router build and SQL without our stack), plus the
// memory of every process the app runs. Numbers are reported, never asserted. See docs/performance.md.
//   --seconds N   each load lasts N s (default 8)
//   --runs N      the whole load N times in one server process, memory after each (default 3)
//   --scale       then 1M tasks of 10k users loaded with SQL, list and move again, EXPLAIN of their queries
//   --no-browser  skip the Chromium timings
//   --public-pages only Lighthouse (four categories) on every public page in English and Japanese, then stop
//   --page PATH   with --public-pages: only this page (e.g. /ja/login); may be given again, or twice for two runs
//   --offline     only issue 16's figures in Chromium (/matrix with and without the worker, 500 queued changes replayed)
//   --dead-time   only issue 44's dead time after the first paint on a slow phone (/login, /matrix with 200 tasks)
// BENCH_DATABASE_URL runs it on that PostgreSQL; BENCH_EMBEDDED=pglite on PGlite instead of the embedded server.
// BENCH_NODE_OPTIONS reaches the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").

const { values: options } = parseArgs({
	options: {
		seconds: { type: "string", default: "8" },
		runs: { type: "string", default: "3" },
		scale: { type: "boolean", default: false },
		"no-browser": { type: "boolean", default: false },
		"public-pages": { type: "boolean", default: false },
		page: { type: "string", multiple: true, default: [] },
		offline: { type: "boolean", default: false },
		"dead-time": { type: "boolean", default: false },
	},
});
const SECONDS = Number(options.seconds);
const RUNS = Number(options.runs);
const BOARD_TASKS = 200;
/** The items of each task's checklist in the board measured beside the plain one. */
const CHECKLIST_ITEMS = 5;
/** The tasks of each of the ten users whose moves are measured at once. */
const MOVER_TASKS = 40;
/** A move goes back and forth between these two quadrants, to the end of each: a real write each time. */
const MOVE_QUADRANTS = ["not-urgent-not-important", "urgent-important"];
const MOVE_BODIES = MOVE_QUADRANTS.map((quadrant) => JSON.stringify({ quadrant, before: null }));

type Mover = { cookie: string; userId: string; taskId: string; sessionToken: string };

/** better-auth's cookie is the session's token, a dot, and its signature. */
const sessionTokenOf = (cookie: string) =>
	decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? "").split(".")[0] ?? "";
const IDLE_AFTER_BENCH_MS = 30_000;

const externalUrl = process.env.BENCH_DATABASE_URL;
const embedded = process.env.BENCH_EMBEDDED === "pglite" ? "pglite" : "postgres";
const databaseLabel = externalUrl
	? "PostgreSQL (DATABASE_URL)"
	: `embedded ${embedded === "pglite" ? "PGlite" : "PostgreSQL"}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startServer({
	LOG_LEVEL: "warn",
	AUTH_RATE_LIMIT_PER_MINUTE: "100000",
	FREE_TASKS_PER_QUADRANT: String(BOARD_TASKS),
	EMBEDDED_DATABASE: embedded,
	...(externalUrl ? { DATABASE_URL: externalUrl } : {}),
	...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
});
const pid = server.child.pid ?? 0;
await sleep(2_000);
const memoryWhenReady = await processMemory(pid);
// The database the server uses, reachable from here too (PGlite belongs to its one process: no URL).
const databaseUrl =
	externalUrl ??
	(embedded === "postgres"
		? `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(join(server.dataDir, "postgres"))}`
		: undefined);

/** Lighthouse on the public pages in English and in one CJK language, as issue 17 measures them. */
async function lighthouseOfPublicPages() {
	const rows = await measurePublicPages(server.baseUrl, ["en", "ja"], options.page);
	console.log("Lighthouse (mobile) of the public pages, first visit:");
	console.table(rows);
	return rows;
}

if (options["public-pages"]) {
	try {
		const publicPages = await lighthouseOfPublicPages();
		const report = { date: new Date().toISOString(), node: process.version, publicPages };
		await writeFile(new URL("./results-public-pages.json", import.meta.url), `${JSON.stringify(report, null, "\t")}\n`);
	} finally {
		await server.stop();
	}
	process.exit(0);
}

/** Issue 16: what the worker costs a first load of /matrix (200 tasks), and 500 changes kept offline replayed. */
async function offlineFigures(cookie: string) {
	const figures = {
		matrixFirstLoad: await measureWorkerCost({ baseUrl: server.baseUrl, cookie }),
		replay: await measureReplay({ baseUrl: server.baseUrl, cookie: await signInAnonymously(server.baseUrl) }),
	};
	console.log("Offline (issue 16), medians in ms:", figures);
	return figures;
}

if (options.offline) {
	try {
		const cookie = await signInAnonymously(server.baseUrl);
		const json = { cookie, origin: server.baseUrl, "content-type": "application/json" };
		await seedTasks(server.baseUrl, json, BOARD_TASKS);
		const report = { date: new Date().toISOString(), node: process.version, offline: await offlineFigures(cookie) };
		await writeFile(new URL("./results-offline.json", import.meta.url), `${JSON.stringify(report, null, "\t")}\n`);
	} finally {
		await server.stop();
	}
	process.exit(0);
}

/** Issue 44: from the first paint until every control works, on a slow phone (4× CPU, slow 4G). */
async function deadTimeFigures(cookie: string) {
	const figures = {
		login: await measureDeadTime(server.baseUrl, "/login"),
		matrixWith200Tasks: await measureDeadTime(server.baseUrl, "/matrix", cookie),
	};
	console.log("Dead time after the first paint on a slow phone (issue 44), medians in ms:", figures);
	return figures;
}

if (options["dead-time"]) {
	try {
		const cookie = await signInAnonymously(server.baseUrl);
		const json = { cookie, origin: server.baseUrl, "content-type": "application/json" };
		await seedTasks(server.baseUrl, json, BOARD_TASKS);
		const report = { date: new Date().toISOString(), node: process.version, deadTime: await deadTimeFigures(cookie) };
		await writeFile(new URL("./results-dead-time.json", import.meta.url), `${JSON.stringify(report, null, "\t")}\n`);
	} finally {
		await server.stop();
	}
	process.exit(0);
}

try {
	const cookie = await signInAnonymously(server.baseUrl);
	const browserHeaders = {
		"user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36",
		"accept-encoding": "gzip",
	};
	const signedIn = { ...browserHeaders, cookie };
	const json = { ...signedIn, origin: server.baseUrl, "content-type": "application/json" };
	const taskIds = await seedTasks(server.baseUrl, json, BOARD_TASKS);
	const me = (await (await fetch(`${server.baseUrl}/api/v1/me`, { headers: signedIn })).json()) as { id: string };

	/** Another anonymous user with `count` tasks of `checklistItems` items each; answers the session cookie. */
	async function userWithTasks(count: number, checklistItems = 0): Promise<string> {
		const userCookie = await signInAnonymously(server.baseUrl);
		await seedTasks(server.baseUrl, { ...json, cookie: userCookie }, count, checklistItems);
		return userCookie;
	}
	// Issue 39: the same board of 200 tasks, each with a checklist of 5 items, beside the board without.
	const withChecklists = { ...signedIn, cookie: await userWithTasks(BOARD_TASKS, CHECKLIST_ITEMS) };
	const checklistPage = await (await fetch(`${server.baseUrl}/matrix`, { headers: withChecklists })).text();
	if (!checklistPage.includes(`1 of ${CHECKLIST_ITEMS} items done`)) throw new Error("/matrix showed no checklist");

	/** Lighthouse mobile on /matrix with 40 tasks: the day's first visit (the quote comes), then with the quote off. */
	async function lighthouseOfMatrixWith40Tasks() {
		const userCookie = await userWithTasks(40);
		return {
			firstVisitOfTheDay: await measureLighthouse(server.baseUrl, userCookie),
			quoteSwitchedOff: await measureLighthouse(server.baseUrl, userCookie, { withoutQuote: true }),
			pricing: await measureLighthouse(server.baseUrl, userCookie, { path: "/pricing" }),
		};
	}

	const url = (path: string) => `${server.baseUrl}${path}`;
	const list = () => load({ pid, url: url("/api/v1/tasks"), seconds: SECONDS, headers: signedIn });
	// Back and forth between two quadrants, to the end of each: a real write per request (the task, its new position and
	// its change-log entry). Moving it again to the end of the quadrant it already ends changes nothing, and was measured
	// until 2026-11-25 (docs/performance.md).
	const moving = { pid, baseUrl: server.baseUrl, seconds: SECONDS, headers: json };
	const move = () =>
		moveLoad({
			...moving,
			taskId: taskIds[0],
			bodies: MOVE_BODIES,
		});

	// Moves by ten users at once, one connection each: what the server does for many people, whose moves do not wait for
	// one another. (The move above is one person's task moved from ten connections: each waits for the one before, as
	// moves on one board do by design, so it measures how briefly a move holds its locks as much as the server's speed.)
	const movers: Mover[] = [];
	for (let index = 0; index < CONNECTIONS; index++) {
		const userCookie = await signInAnonymously(server.baseUrl);
		const [taskId = ""] = await seedTasks(server.baseUrl, { ...json, cookie: userCookie }, MOVER_TASKS);
		const user = (await (await fetch(url("/api/v1/me"), { headers: { ...signedIn, cookie: userCookie } })).json()) as {
			id: string;
		};
		movers.push({ cookie: userCookie, userId: user.id, taskId, sessionToken: sessionTokenOf(userCookie) });
	}
	const movesOfTenUsers = () =>
		load({
			pid,
			url: url("/"),
			seconds: SECONDS,
			perConnection: movers.map((mover) => ({
				headers: { ...json, cookie: mover.cookie },
				sequence: MOVE_BODIES.map((body) => ({ method: "POST", path: `/api/v1/tasks/${mover.taskId}/move`, body })),
			})),
		});

	// The list is answered from memory while nothing changed (ADR 0037): here each list follows a move, so each is
	// computed afresh. Half the answers are moves: compare with the move's own figures.
	const listAfterEachMove = () =>
		load({
			pid,
			url: url("/api/v1/tasks"),
			seconds: SECONDS,
			headers: json,
			sequence: ["not-urgent-not-important", "urgent-important"].flatMap((quadrant) => [
				{
					method: "POST" as const,
					path: `/api/v1/tasks/${taskIds[0]}/move`,
					body: JSON.stringify({ quadrant, before: null }),
				},
				{ method: "GET" as const, path: "/api/v1/tasks" },
			]),
		});

	// The references, each alone on the machine while the app idles.
	const bareHonoResult = await withReference("bare-hono.ts", [], (baseUrl, referencePid) =>
		load({ url: `${baseUrl}/`, seconds: SECONDS, pid: referencePid }),
	);
	const bareRender = databaseUrl
		? await withReference(
				"bare-render.ts",
				[databaseUrl, JSON.stringify({ id: me.id })],
				async (baseUrl, referencePid) => {
					const page = await (await fetch(`${baseUrl}/matrix`)).text();
					if (!page.includes(`Task ${BOARD_TASKS - 1}`)) throw new Error("the bare render did not show the tasks");
					return {
						matrix: await load({ url: `${baseUrl}/matrix`, seconds: SECONDS, pid: referencePid }),
						sticky: await load({ url: `${baseUrl}/sticky`, seconds: SECONDS, pid: referencePid }),
					};
				},
			)
		: undefined;
	// The same moves made by the move's own statements, sent from node:http with node-postgres alone (bare-move.ts):
	// mover 0 is the first user's task, then the ten users'.
	const bareMovers = [{ userId: me.id, taskId: taskIds[0] ?? "", sessionToken: sessionTokenOf(cookie) }, ...movers];
	const bareMove = databaseUrl
		? await withReference("bare-move.ts", [databaseUrl, JSON.stringify(bareMovers)], async (baseUrl, referencePid) => {
				const bareBody = (quadrant: string) => JSON.stringify({ quadrant });
				const jsonHeaders = { "content-type": "application/json" };
				return {
					oneTask: await load({
						url: `${baseUrl}/move/0`,
						seconds: SECONDS,
						pid: referencePid,
						method: "POST",
						headers: jsonHeaders,
						bodies: MOVE_QUADRANTS.map(bareBody),
					}),
					tenUsers: await load({
						url: `${baseUrl}/`,
						seconds: SECONDS,
						pid: referencePid,
						perConnection: movers.map((_, index) => ({
							headers: jsonHeaders,
							sequence: MOVE_QUADRANTS.map((quadrant) => ({
								method: "POST",
								path: `/move/${index + 1}`,
								body: bareBody(quadrant),
							})),
						})),
					}),
				};
			})
		: undefined;
	const bareMatrix = bareRender?.matrix;
	const bareSticky = bareRender?.sticky;

	type Row = LoadResult & { scenario: string; reference?: string; ofReference?: number; ofReferenceByCpu?: number };
	const beside = (scenario: string, result: LoadResult, reference?: LoadResult, name?: string): Row => ({
		scenario,
		...result,
		...(reference && name
			? {
					reference: `${name} ${reference.requestsPerSecond}/s, ${reference.serverCpuUsPerRequest} µs`,
					ofReference: ratio(result, reference),
					ofReferenceByCpu: cpuRatio(result, reference),
				}
			: {}),
	});
	const runs: { rows: Row[]; memoryAfter: ProcessMemory }[] = [];
	for (let run = 1; run <= RUNS; run++) {
		const matrixOfThisRun = await load({ pid, url: url("/matrix"), seconds: SECONDS, headers: signedIn });
		const rows: Row[] = [
			beside(
				"trivial (GET /healthz)",
				await load({ pid, url: url("/healthz"), seconds: SECONDS }),
				bareHonoResult,
				"bare Hono",
			),
			beside(
				"API, signed in (GET /api/v1/me)",
				await load({ pid, url: url("/api/v1/me"), seconds: SECONDS, headers: signedIn }),
			),
			beside(`list ${BOARD_TASKS} tasks (GET /api/v1/tasks)`, await list()),
			beside("move a task (POST /api/v1/tasks/:id/move)", await move(), bareMove?.oneTask, "bare move"),
			beside(
				"moves by ten users at once, one connection each",
				await movesOfTenUsers(),
				bareMove?.tenUsers,
				"bare move",
			),
			beside("a move, then the list, in turn (answers of both)", await listAfterEachMove()),
			beside(
				"public page (GET /pricing, prerendered)",
				await load({ pid, url: url("/pricing"), seconds: SECONDS, headers: browserHeaders }),
			),
			beside("app page (GET /matrix)", matrixOfThisRun, bareMatrix, "bare render"),
			beside(
				`app page (GET /matrix), each task with ${CHECKLIST_ITEMS} checklist items`,
				await load({ pid, url: url("/matrix"), seconds: SECONDS, headers: withChecklists }),
				matrixOfThisRun,
				"the same without items",
			),
			beside(
				"app page (GET /sticky)",
				await load({ pid, url: url("/sticky"), seconds: SECONDS, headers: signedIn }),
				bareSticky,
				"bare render",
			),
		];
		await sleep(3_000);
		runs.push({ rows, memoryAfter: await processMemory(pid) });
		console.log(`run ${run} of ${RUNS} (${databaseLabel}):`);
		console.table(rows);
		console.log(`memory 3 s after run ${run}:`, runs.at(-1)?.memoryAfter);
	}

	let scale: Record<string, unknown> | undefined;
	if (options.scale) {
		if (!databaseUrl) throw new Error("--scale needs PostgreSQL (embedded or BENCH_DATABASE_URL)");
		const empty = { list: await list(), move: await move() };
		const loaded = await loadScale(databaseUrl);
		const full = { list: await list(), move: await move() };
		const plans = await explainPlans(databaseUrl, me.id);
		scale = {
			loaded,
			listP99Ms: { empty: empty.list.latencyP99Ms, full: full.list.latencyP99Ms },
			moveP99Ms: { empty: empty.move.latencyP99Ms, full: full.move.latencyP99Ms },
			listP99Ratio: Number((full.list.latencyP99Ms / empty.list.latencyP99Ms).toFixed(2)),
			moveP99Ratio: Number((full.move.latencyP99Ms / empty.move.latencyP99Ms).toFixed(2)),
			plans,
		};
		console.log(`scale: ${loaded.tasks} tasks loaded in ${loaded.seconds} s`);
		console.table(
			Object.entries({ empty, full }).flatMap(([database, figures]) =>
				Object.entries(figures).map(([scenario, result]) => ({ database, scenario, ...result })),
			),
		);
		console.log(plans);
	}

	const browser = options["no-browser"]
		? undefined
		: {
				matrix: await measureMatrixInBrowser(server.baseUrl, cookie),
				sticky: await measureMatrixInBrowser(server.baseUrl, cookie, "/sticky"),
				// As issue 14 measures Core Web Vitals: a signed-in /matrix with 40 tasks, on a phone.
				vitalsOfMatrixWith40Tasks: await measureVitals(server.baseUrl, await userWithTasks(40)),
				lighthouse: await lighthouseOfMatrixWith40Tasks(),
				publicPages: await lighthouseOfPublicPages(),
				offline: await offlineFigures(cookie),
				deadTime: await deadTimeFigures(cookie),
			};
	if (browser) console.log("Chromium (medians; vitals on a phone with a 4× slower CPU):", browser);

	await sleep(IDLE_AFTER_BENCH_MS);
	const memoryAfterBench = await processMemory(pid);
	console.log(`database: ${databaseLabel}`);
	console.log("memory when ready:", memoryWhenReady);
	console.log("memory 30 s after the bench:", memoryAfterBench);
	const report = {
		date: new Date().toISOString(),
		node: process.version,
		loadAverage: (await import("node:os")).loadavg().map((value) => Number(value.toFixed(2))),
		secondsPerLoad: SECONDS,
		database: databaseLabel,
		references: { bareHono: bareHonoResult, bareRenderMatrix: bareMatrix, bareRenderSticky: bareSticky },
		runs,
		scale,
		browser,
		memoryWhenReady,
		memoryAfterBench,
	};
	await writeFile(new URL("./results.json", import.meta.url), `${JSON.stringify(report, null, "\t")}\n`);
} finally {
	await server.stop();
}

// Live sync with 1,000 open streams, on a server of its own (bench/live-sync.ts).
console.table(await measureLiveSync({ databaseUrl: externalUrl, durationSeconds: SECONDS }));

function ratio(result: LoadResult, reference: LoadResult) {
	return Number((result.requestsPerSecond / reference.requestsPerSecond).toFixed(2));
}

/** The same ratio from CPU time per answer (the throughput each would reach on a core of its own). */
function cpuRatio(result: LoadResult, reference: LoadResult) {
	if (!result.serverCpuUsPerRequest || !reference.serverCpuUsPerRequest) return undefined;
	return Number((reference.serverCpuUsPerRequest / result.serverCpuUsPerRequest).toFixed(2));
}
