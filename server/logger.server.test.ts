import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server.ts";

const HUGE = "x".repeat(900 * 1024);
const MAX_LINE = 16 * 1024;

function capture() {
	const lines: string[] = [];
	const logger = createLogger({ logLevel: "debug" }, { write: (line: string) => lines.push(line) });
	return { lines, logger };
}

describe("log lines", () => {
	it("keep a bounded part of every string taken from input, and say how long it was", () => {
		const { lines, logger } = capture();
		logger.info({ email: HUGE, nested: { body: { name: HUGE } }, list: [HUGE] }, HUGE);
		logger.warn(`sign-in failed for ${HUGE}`);
		logger.error(new Error(`Failed query: insert … params: ${HUGE}`));
		logger.error({ err: new Error(HUGE, { cause: new Error(HUGE) }) }, "unhandled error");
		expect(lines).toHaveLength(4);
		for (const line of lines) expect(line.length).toBeLessThan(MAX_LINE);
		const first = JSON.parse(lines[0] ?? "{}");
		expect(first.email).toMatch(/^x{1024}… \(921600 characters\)$/);
		expect(first.nested.body.name).toHaveLength(first.email.length);
		expect(JSON.parse(lines[3] ?? "{}").err.message).toMatch(/^x{1024}… \(\d+ characters\)$/);
	});

	it("leave ordinary values as they are", () => {
		const { lines, logger } = capture();
		logger.info({ method: "POST", status: 400, ms: 3, path: "/api/v1/tasks" }, "request completed");
		expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
			method: "POST",
			status: 400,
			ms: 3,
			path: "/api/v1/tasks",
			msg: "request completed",
		});
	});
});
