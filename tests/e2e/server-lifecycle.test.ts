import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "#tests/setup/server-process.ts";
import { BROWSER_USER_AGENT } from "./support/catalogs.ts";

// A server of its own, since these tests read its logs and stop it.
describe("server process", () => {
	let server: ServerProcess;
	beforeAll(async () => {
		server = await startServer();
	});
	afterAll(async () => {
		if (server.child.exitCode === null) await server.stop();
	});

	it("says once ready where to open it, where the data is, how billing runs and where mail goes", () => {
		const ready = server
			.output()
			.split("\n")
			.find((line) => line.includes("Quadrant is ready"));
		expect(JSON.parse(ready ?? "{}")).toMatchObject({
			url: server.baseUrl,
			data: `${server.dataDir}/postgres (embedded PostgreSQL)`,
			billing: "test mode, the in-app checkout charges nothing",
			mail: "not sent; each mail is written to this log (set SMTP_URL to send)",
			msg: expect.stringContaining(`open ${server.baseUrl}`),
		});
	});

	it("writes JSON log lines that carry the request id", async () => {
		await fetch(`${server.baseUrl}/pricing`, {
			headers: { "x-request-id": "e2e-request-1", "user-agent": BROWSER_USER_AGENT },
		});
		await expect
			.poll(() =>
				server
					.output()
					.split("\n")
					.filter((line) => line.includes("e2e-request-1")),
			)
			.toHaveLength(1);
		const line = JSON.parse(
			server
				.output()
				.split("\n")
				.find((entry) => entry.includes("e2e-request-1")) ?? "{}",
		);
		expect(line).toMatchObject({ reqId: "e2e-request-1", method: "GET", path: "/pricing", status: 200 });
	});

	it("exits 0 on SIGTERM after closing the database", async () => {
		expect(await server.stop()).toBe(0);
		expect(server.output()).toContain("shutdown complete");
		await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
	});

	it("refuses to start with a message naming a bad variable and its expected form", () => {
		const result = spawnSync(process.execPath, ["server/main.ts"], {
			env: { PATH: process.env.PATH ?? "", PORT: "eighty" },
			encoding: "utf8",
			timeout: 30_000,
		});
		expect(result.status).toBe(1);
		expect(result.stderr).toContain('PORT="eighty" is not valid: expected a whole number from 0 to 65535');
	});

	it("refuses to start in production on a public HOST without BASE_URL, naming BASE_URL", () => {
		const result = spawnSync(process.execPath, ["server/main.ts"], {
			env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", HOST: "0.0.0.0", DATA_DIR: "memory://" },
			encoding: "utf8",
			timeout: 30_000,
		});
		expect(result.status).toBe(1);
		expect(result.stderr).toContain("BASE_URL is not set, yet HOST=0.0.0.0 lets other machines reach this server");
	});
});
