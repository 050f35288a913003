import { expect } from "vitest";
import { describeOn, test } from "#tests/setup/fixtures.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";

const ERROR_LEVEL = 50;
const json = { "content-type": "application/json" };

// Does not depend on the database kind.
describeOn(["pglite"], "refusals any client can cause", () => {
	test("write no error-level log line: foreign origins, foreign callback URLs, wrong methods", async ({ appWith }) => {
		const lines: Array<{ level: number; msg: string }> = [];
		const app = appWith({}, { logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
		const foreign = { ...json, origin: "https://evil.example" };
		const credentials = JSON.stringify({ email: "someone@example.com", password: "a long enough password" });
		const refusals: Array<[string, string, Record<string, string>, string | undefined, number]> = [
			["POST", "/api/auth/sign-in/email", foreign, credentials, 403],
			[
				"POST",
				"/api/auth/sign-in/email",
				{ ...json, origin: TEST_BASE_URL },
				JSON.stringify({
					email: "someone@example.com",
					password: "x".repeat(12),
					callbackURL: "https://evil.example/",
				}),
				403,
			],
			["POST", "/api/v1/tasks", foreign, "{}", 403],
			["POST", "/api/auth/get-session", { origin: TEST_BASE_URL }, undefined, 405],
		];
		for (const [method, path, headers, body, status] of refusals) {
			const response = await app.request(path, { method, headers, body });
			expect(response.status, `${method} ${path}`).toBe(status);
		}
		// better-auth's own origin check (of a callback URL) was reached and refused at warn.
		expect(lines.some((line) => /^Invalid (origin|callbackURL)/i.test(line.msg))).toBe(true);
		expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
	});
});
