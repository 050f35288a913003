import { Agent, request } from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "#tests/setup/server-process.ts";

// Node closes an idle keep-alive connection after 5 s by default, and a client that sends on it as it closes gets a
// reset (seen as ECONNRESET by scripts and tests). The server keeps idle connections for 65 s.
describe("keep-alive connections of the built server", () => {
	let server: ServerProcess;
	beforeAll(async () => {
		server = await startServer({ LOG_LEVEL: "warn" });
	});
	afterAll(() => server.stop());

	it("are still open after 6 s of idle, so the next request goes on the same connection", async () => {
		const agent = new Agent({ keepAlive: true, maxSockets: 1 });
		const get = () =>
			new Promise<Socket>((resolve, reject) => {
				const sent = request(`${server.baseUrl}/healthz`, { agent }, (response) => {
					response.resume();
					response.on("end", () => resolve(sent.socket as Socket));
				});
				sent.on("error", reject);
				sent.end();
			});
		const first = await get();
		let closed = false;
		first.on("close", () => {
			closed = true;
		});
		await new Promise((resolve) => setTimeout(resolve, 6_000));
		expect(closed).toBe(false);
		expect(await get()).toBe(first);
		agent.destroy();
	}, 20_000);
});
