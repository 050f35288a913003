import { Agent, request } from "node:http";
import { expect } from "vitest";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { serveOnLoopback } from "#tests/setup/live-sync-client.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";

const ERROR_LEVEL = 50;

type LogLine = { level: number; msg: string; reqId?: string; status?: number };

/** Sends one request on `agent` and resolves with its status once its answer is read to the end. */
function send(agent: Agent, url: string, init: { method: string; headers?: Record<string, string>; body?: string }) {
	return new Promise<number>((resolve, reject) => {
		const sent = request(url, { agent, method: init.method, headers: init.headers }, (response) => {
			response.resume();
			response.on("end", () => resolve(response.statusCode ?? 0));
		});
		sent.on("error", reject);
		sent.end(init.body);
	});
}

// Review round 3, D6 and D7: what better-auth refuses before reading a body (a content type it does not take) or
// cannot parse (malformed JSON) is the client's doing: logged below error level, naming the request, and the
// connection it came on still carries the next request.
describeEachDatabase("refusals of bodies better-auth will not take", () => {
	test("are logged at info with the request id, never at error level", async ({ appWith }) => {
		const lines: LogLine[] = [];
		const app = appWith({}, { logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
		const refusals: Array<[string, string, number]> = [
			["text/plain", "{}", 415],
			["application/xml", "<sign-in/>", 415],
			["application/json", '{"email":', 400],
		];
		for (const [type, body, status] of refusals) {
			const requestId = `refusal-${status}-${type.replace("/", "-")}`;
			const response = await app.request("/api/auth/sign-in/email", {
				method: "POST",
				headers: { origin: TEST_BASE_URL, "content-type": type, "x-request-id": requestId },
				body,
			});
			expect(response.status, type).toBe(status);
			const refused = lines.find((line) => line.msg === "auth request refused" && line.reqId === requestId);
			expect(refused, type).toMatchObject({ level: 30, status });
		}
		expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
	});

	test("leave the keep-alive connection usable for the next request", async ({ app }) => {
		const served = await serveOnLoopback(app);
		const agent = new Agent({ keepAlive: true, maxSockets: 1 });
		try {
			const refused = await send(agent, `${served.baseUrl}/api/auth/sign-in/email`, {
				method: "POST",
				headers: { origin: TEST_BASE_URL, "content-type": "application/xml" },
				body: "x".repeat(500_000),
			});
			expect(refused).toBe(415);
			expect(await send(agent, `${served.baseUrl}/api/auth/get-session`, { method: "GET" })).toBe(200);
		} finally {
			agent.destroy();
			await served.close();
		}
	});
});
