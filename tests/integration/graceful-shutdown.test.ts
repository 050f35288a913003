import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort } from "#tests/setup/free-port.ts";

describe("graceful shutdown", () => {
	it("on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0", async () => {
		const port = await freePort();
		const child = spawn(process.execPath, ["tests/fixtures/slow-server.ts", String(port)], {
			stdio: ["ignore", "pipe", "pipe"],
		});
		let output = "";
		child.stdout.on("data", (chunk) => {
			output += chunk;
		});
		child.stderr.on("data", (chunk) => {
			output += chunk;
		});
		const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
		await expect.poll(() => output, { timeout: 20_000 }).toContain("listening");

		const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((response) => response.text());
		await new Promise((resolve) => setTimeout(resolve, 200));
		child.kill("SIGTERM");
		await expect.poll(() => output, { timeout: 10_000 }).toContain("shutting down");
		await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();

		expect(await inFlight).toBe("finished");
		expect(await exited).toBe(0);
		expect(output).toContain("shutdown complete");
	});
});
