import { expect } from "vitest";
import { describeOn, test } from "#tests/setup/fixtures.ts";
import { startOidcPeer } from "#tests/setup/oidc-peer.ts";
import { softwareAuthenticator } from "#tests/setup/software-authenticator.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";
import { newUserOf } from "#tests/setup/test-user.ts";

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

	test("write no error-level log line: a forged or stale sign-in callback from Google", async ({ appWith }) => {
		const lines: Array<{ level: number; msg: string }> = [];
		const redirectUris = [`${TEST_BASE_URL}/api/auth/callback/google`];
		const google = await startOidcPeer({ clientId: "quadrant-test", clientSecret: "secret", redirectUris });
		try {
			const env = {
				GOOGLE_CLIENT_ID: "quadrant-test",
				GOOGLE_CLIENT_SECRET: "secret",
				GOOGLE_DISCOVERY_URL: google.discoveryUrl,
			};
			const app = appWith(env, { logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
			for (const query of ["state=bogus&code=x", "code=x", "state=bogus&error=access_denied"]) {
				const response = await app.request(`/api/auth/callback/google?${query}`);
				expect(response.status, query).toBe(302);
				expect(response.headers.get("location"), query).toMatch(/^\/login\?error=/);
			}
		} finally {
			await google.close();
		}
		expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
	});

	test("write no error-level log line: a passkey response made for another origin", async ({ appWith, subscribe }) => {
		const lines: Array<{ level: number; msg: string }> = [];
		const app = appWith({}, { logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
		const owner = await newUserOf(app, subscribe)({ account: "email" });
		const options = await owner.json<Parameters<ReturnType<typeof softwareAuthenticator>["register"]>[0]>(
			owner.get("/api/auth/passkey/generate-register-options"),
		);
		const response = softwareAuthenticator().register(options, { origin: "https://quadrant.example" });
		const refused = await owner.post("/api/auth/passkey/verify-registration", { response, name: "Phished" });
		expect(refused.status).toBe(400);
		expect(lines.some((line) => line.msg === "Failed to verify registration")).toBe(true);
		expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
	});
});
