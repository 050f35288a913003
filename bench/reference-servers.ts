import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "#tests/setup/free-port.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/**
 * Starts one of the reference servers of bench/ with the app's V8 flags, runs `measure` against it once it says
 * "ready", and stops it whatever happens.
 */
export async function withReference<T>(
	script: "bare-hono.ts" | "bare-render.ts" | "bare-move.ts",
	args: string[],
	measure: (baseUrl: string, pid: number) => Promise<T>,
): Promise<T> {
	const port = await freePort();
	const child = spawn(
		process.execPath,
		["--max-semi-space-size=4", "--max-old-space-size=256", `bench/${script}`, String(port), ...args],
		{
			cwd: ROOT,
			stdio: ["ignore", "pipe", "inherit"],
			// Production builds of React and React Router, as the app server runs them.
			env: { ...process.env, NODE_ENV: "production", MALLOC_ARENA_MAX: "2" },
		},
	);
	await new Promise<void>((resolve, reject) => {
		child.stdout?.on("data", (chunk: Buffer) => {
			if (chunk.toString().includes("ready")) resolve();
		});
		child.once("exit", (code) => reject(new Error(`bench/${script} exited with ${code}`)));
	});
	const exited = new Promise((resolve) => child.once("exit", resolve));
	try {
		return await measure(`http://127.0.0.1:${port}`, child.pid ?? 0);
	} finally {
		child.kill("SIGTERM");
		await exited;
	}
}
