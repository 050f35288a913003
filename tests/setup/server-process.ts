import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";

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

/**
 * Starts the built production server (`build/server.js`, bundled from server/main.ts) on a free loopback port with a fresh data directory,
 * and resolves once /readyz answers 200.
 */
export async function startServer(
	env: Record<string, string> = {},
	chosenPort?: number,
	/**
	 * A DATA_DIR to reuse (kept after stop, for restarts), a fresh one, removed after stop, by default; and the directory
	 * of the app to run (`build/server.js` in it), this checkout by default.
	 */
	{ dataDir: givenDataDir, root = ROOT }: { dataDir?: string; root?: string } = {},
): Promise<ServerProcess> {
	const port = chosenPort ?? (await freePort());
	const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), "quadrant-e2e-")));
	const baseUrl = `http://127.0.0.1:${port}`;
	// The same bundle, V8 flags and allocator setting as `npm run serve`, so tests and the bench run the server as it
	// is deployed.
	const child = spawn(process.execPath, ["--max-semi-space-size=4", "--max-old-space-size=256", "build/server.js"], {
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
		stdio: ["ignore", "pipe", "pipe"],
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
