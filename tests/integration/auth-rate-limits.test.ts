import { expect } from "vitest";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import type { TestApp } from "#tests/setup/test-app.ts";
import { newUserOf } from "#tests/setup/test-user.ts";

const attempt = (app: TestApp, ip: string, email: string, headers: Record<string, string> = {}) =>
	apiClient(app, { ip }).post("/api/auth/sign-in/email", { email, password: "wrong password!" }, headers);

describeEachDatabase("sign-in rate limits", () => {
	test("limits attempts per client address, read from the trusted proxy header only", async ({ appWith }) => {
		const app = appWith({
			TRUSTED_PROXY_HEADER: "x-real-ip",
			AUTH_RATE_LIMIT_PER_MINUTE: "3",
			ACCOUNT_SIGN_IN_LIMIT: "1000",
		});
		const statuses: number[] = [];
		for (let index = 0; index < 4; index++) {
			statuses.push((await attempt(app, "198.51.100.7", `ip-limit-${index}@example.com`)).status);
		}
		expect(statuses).toEqual([401, 401, 401, 429]);
		// A forged X-Forwarded-For does not open a fresh bucket…
		const forged = await attempt(app, "198.51.100.7", "ip-limit-x@example.com", { "x-forwarded-for": "10.9.9.9" });
		expect(forged.status).toBe(429);
		// …while another real client is unaffected.
		expect((await attempt(app, "198.51.100.8", "ip-limit-y@example.com")).status).toBe(401);
	});

	test("limits the other auth endpoints to 100 a minute per address, or the raised credential limit", async ({
		appWith,
	}) => {
		const readSessions = async (app: TestApp, ip: string, count: number) => {
			const statuses = new Set<number>();
			for (let index = 0; index < count; index++) {
				statuses.add((await apiClient(app, { ip }).get("/api/auth/get-session")).status);
			}
			return [...statuses].sort();
		};
		const standard = appWith({ TRUSTED_PROXY_HEADER: "x-real-ip" });
		expect(await readSessions(standard, "203.0.113.1", 101)).toEqual([200, 429]);
		const raised = appWith({ TRUSTED_PROXY_HEADER: "x-real-ip", AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
		expect(await readSessions(raised, "203.0.113.2", 150)).toEqual([200]);
	});

	test("an account failing beyond its limit holds back only the addresses that failed for it", async ({ appWith }) => {
		const app = appWith({
			TRUSTED_PROXY_HEADER: "x-real-ip",
			AUTH_RATE_LIMIT_PER_MINUTE: "1000",
			ACCOUNT_SIGN_IN_LIMIT: "3",
		});
		const email = "target@example.com";
		const statuses: number[] = [];
		for (let index = 0; index < 4; index++) statuses.push((await attempt(app, `192.0.2.${index + 1}`, email)).status);
		expect(statuses).toEqual([401, 401, 401, 401]);
		const refused = await attempt(app, "192.0.2.1", email);
		expect(refused.status).toBe(429);
		expect(((await refused.json()) as { code: string }).code).toBe("TOO_MANY_ATTEMPTS");
		expect((await attempt(app, "192.0.2.99", email)).status).toBe(401);
		expect((await attempt(app, "192.0.2.1", "someone-else@example.com")).status).toBe(401);
	});

	// Review round 3, D8: each check hashes a password, and needs only a session of one's own account.
	test("allows 10 password checks a minute per address and per user, as sign-in", { timeout: 120_000 }, async ({
		appWith,
		subscribe,
	}) => {
		const app = appWith({ TRUSTED_PROXY_HEADER: "x-real-ip" });
		const user = await newUserOf(app, subscribe)({ account: "email", ip: "198.51.100.40" });
		const check = (ip: string) =>
			user.post("/api/auth/verify-password", { password: user.password }, { "x-real-ip": ip });
		const statuses: number[] = [];
		for (let index = 0; index < 11; index++) statuses.push((await check("198.51.100.40")).status);
		expect(statuses).toEqual([...Array(10).fill(200), 429]);
		// The same session from another address is held back all the same.
		const elsewhere = await check("198.51.100.41");
		expect(elsewhere.status).toBe(429);
		expect(((await elsewhere.json()) as { code: string }).code).toBe("TOO_MANY_ATTEMPTS");
		// Another user at that address is not.
		const other = await newUserOf(app, subscribe)({ account: "email", ip: "198.51.100.41" });
		const allowed = await other.post("/api/auth/verify-password", { password: other.password });
		expect(allowed.status).toBe(200);
	});
});
