import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort } from "#tests/setup/free-port.ts";

/** The built-in slow test server (tests/fixtures/slow-server.ts) on a free port, once it listens. */
async function startSlowServer(drainMs?: number) {
	const port = await freePort();
	const args = ["tests/fixtures/slow-server.ts", String(port), ...(drainMs === undefined ? [] : [String(drainMs)])];
	const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
	let text = "";
	child.stdout.on("data", (chunk) => {
		text += chunk;
	});
	child.stderr.on("data", (chunk) => {
		text += chunk;
	});
	const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
	const output = () => text;
	await expect.poll(output, { timeout: 20_000 }).toContain("Quadrant is ready");
	return { port, child, output, exited };
}

describe("graceful shutdown", () => {
	it("on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0", async () => {
		const { port, child, output, exited } = await startSlowServer();

		const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((response) => response.text());
		await expect.poll(output).toContain("slow request started");
		child.kill("SIGTERM");
		await expect.poll(() => output(), { timeout: 10_000 }).toContain("shutting down");
		await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();

		expect(await inFlight).toBe("finished");
		expect(await exited).toBe(0);
		expect(output()).toContain("shutdown complete");
	});

	it("on SIGTERM answers /readyz with 503 at once, and keeps serving until the drain is over", async () => {
		const drainMs = 2_000;
		const { port, child, output, exited } = await startSlowServer(drainMs);
		// Ready once its database answers, which can be a moment after it listens on a busy machine.
		await expect
			.poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status, { timeout: 20_000 })
			.toBe(200);

		const signalled = performance.now();
		child.kill("SIGTERM");
		await expect
			.poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status, { timeout: 1_000 })
			.toBe(503);
		// Still listening: a load balancer that has not yet noticed gets its answers.
		expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
		expect(performance.now() - signalled).toBeLessThan(drainMs);
		expect(output()).not.toContain("shutting down");

		expect(await exited).toBe(0);
		expect(output()).toMatch(/draining[\s\S]*shutting down/);
	});
});
