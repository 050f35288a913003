import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";
import type { ClockMessage } from "./server-clock.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export type ServerProcess = {
	baseUrl: string;
	/** The server's DATA_DIR (the embedded database lives in it). */
	dataDir: string;
	child: ChildProcess;
	/** Every line the server wrote to stdout and stderr so far. */
	output: () => string;
	/** Sends SIGTERM and resolves with the exit code. */
	stop: () => Promise<number | null>;
};

type LaunchOptions = {
	/** A DATA_DIR to reuse (kept after stop, for restarts); a fresh one, removed after stop, by default. */
	dataDir?: string;
	/** The directory of the app to run (`build/server.js` in it), this checkout by default. */
	root?: string;
	/** A soft limit on the server's open files (`ulimit -n`), as a deployment's default may set it. */
	openFileLimit?: number;
};

/**
 * Starts the built production server (`build/server.js`, bundled from server/main.ts) on a free loopback port with a fresh data directory,
 * and resolves once /readyz answers 200.
 */
export function startServer(
	env: Record<string, string> = {},
	chosenPort?: number,
	options: LaunchOptions = {},
): Promise<ServerProcess> {
	return launch(env, chosenPort, options, { hasClock: false });
}

export type ClockedServerProcess = ServerProcess & {
	/** The server's time now (the machine's, plus the offset last set), in milliseconds since the epoch. */
	now: () => number;
	/** Moves the server's clock (Date) to `time` and on from there; resolves once the server applies it. */
	setTime: (time: number) => Promise<void>;
};

/**
 * startServer, with a clock the test moves: the server process preloads tests/setup/server-clock.ts, which shifts its
 * `Date` by an offset this side sets over the IPC channel. The bundle is the production one, unchanged.
 */
export async function startServerWithClock(
	env: Record<string, string> = {},
	options: LaunchOptions = {},
): Promise<ClockedServerProcess> {
	const server = await launch(env, undefined, options, { hasClock: true });
	let offsetMs = 0;
	const { child } = server;
	return {
		...server,
		now: () => Date.now() + offsetMs,
		setTime: async (time) => {
			const wanted = time - Date.now();
			const applied = new Promise<void>((resolve, reject) => {
				const onMessage = (message: unknown) => {
					if ((message as ClockMessage | null)?.offsetMs !== wanted) return;
					child.off("message", onMessage);
					child.off("exit", onExit);
					resolve();
				};
				const onExit = () => {
					child.off("message", onMessage);
					reject(new Error(`the server exited before moving its clock:\n${server.output()}`));
				};
				child.on("message", onMessage);
				child.once("exit", onExit);
			});
			child.send({ type: "clock-offset", offsetMs: wanted } satisfies ClockMessage);
			await applied;
			offsetMs = wanted;
		},
	};
}

async function launch(
	env: Record<string, string>,
	chosenPort: number | undefined,
	{ dataDir: givenDataDir, root = ROOT, openFileLimit }: LaunchOptions,
	{ hasClock }: { hasClock: boolean },
): Promise<ServerProcess> {
	const port = chosenPort ?? (await freePort());
	const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), "quadrant-e2e-")));
	const baseUrl = `http://127.0.0.1:${port}`;
	// The same bundle, V8 flags and allocator setting as `npm run serve`, so tests and the bench run the server as it
	// is deployed.
	const clock = hasClock ? ["--import", new URL("./server-clock.ts", import.meta.url).href] : [];
	const args = ["--max-semi-space-size=4", "--max-old-space-size=256", ...clock, "build/server.js"];
	// Through the shell when a file limit is asked for: it sets the limit, then becomes the server (exec).
	const [command, commandArgs] =
		openFileLimit === undefined
			? [process.execPath, args]
			: ["/bin/sh", ["-c", `ulimit -n ${openFileLimit} && exec "$0" "$@"`, process.execPath, ...args]];
	const child = spawn(command, commandArgs, {
		cwd: root,
		env: {
			PATH: process.env.PATH ?? "",
			HOME: process.env.HOME ?? "",
			NODE_ENV: "production",
			MALLOC_ARENA_MAX: "2",
			PORT: String(port),
			HOST: "127.0.0.1",
			BASE_URL: baseUrl,
			DATA_DIR: dataDir,
			LOG_LEVEL: "info",
			// No Stripe keys in e2e: billing runs in test mode, the default on a loopback BASE_URL. No drain on stop: nothing
			// balances load in front of a test's server.
			SHUTDOWN_DRAIN_MS: "0",
			// New users have the urgency rule on and journeys place dated tasks by hand: a test's server moves none of
			// them unless the test asks for a shorter interval (tests/e2e/urgency.test.ts).
			URGENCY_ESCALATION_INTERVAL_MS: "3600000",
			...env,
		},
		// The clock's offset travels over the IPC channel (a fourth stdio entry).
		stdio: hasClock ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
	});
	let output = "";
	child.stdout?.on("data", (chunk) => {
		output += chunk;
	});
	child.stderr?.on("data", (chunk) => {
		output += chunk;
	});
	const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
	await waitUntilReady(baseUrl, exited, () => output);
	return {
		baseUrl,
		dataDir,
		child,
		output: () => output,
		stop: async () => {
			if (child.exitCode === null) child.kill("SIGTERM");
			const code = await exited;
			if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
			return code;
		},
	};
}

async function waitUntilReady(baseUrl: string, exited: Promise<number | null>, output: () => string): Promise<void> {
	let hasExited = false;
	void exited.then(() => {
		hasExited = true;
	});
	const deadline = Date.now() + 60_000;
	while (Date.now() < deadline) {
		if (hasExited) throw new Error(`server exited during start-up:\n${output()}`);
		try {
			if ((await fetch(`${baseUrl}/readyz`)).ok) return;
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`server did not become ready in 60 s:\n${output()}`);
}
