import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, describeOn, test } from "#tests/setup/fixtures.ts";
import type { TestApp } from "#tests/setup/test-app.ts";

const ENV = { TRUSTED_PROXY_HEADER: "x-real-ip", AUTH_RATE_LIMIT_PER_MINUTE: "1000" };

// The instance's hashing queue fills only while hashes take what they take in production.
test.override("appEnv", { PASSWORD_HASH_COST: "owasp" });

async function anonymousFrom(app: TestApp, ip: string) {
	const client = apiClient(app, { ip });
	expect((await client.post("/api/auth/sign-in/anonymous")).status).toBe(200);
	return client;
}

// Defect 2: setting a password hashes it at OWASP's cost, so tries are bounded per user, per address and per instance.
describeEachDatabase("limits on password hashing", () => {
	// Each try hashes, taken address or not (no account oracle, ADR 0022): slow on a loaded machine.
	test("one address gets 30 tries at setting a password in 15 minutes, however many users it spreads them over", {
		timeout: 180_000,
	}, async ({ appWith, newUser }) => {
		const app = appWith(ENV);
		const taken = (await newUser({ account: "email" })).email;
		const body = { email: taken, password: "lantern orbit 42 meadow" };
		const address = "198.51.100.30";
		const statuses: number[] = [];
		// Eight tries each (under the per-user limit of ten) from four anonymous users behind one address.
		for (let user = 0; user < 4; user++) {
			const client = await anonymousFrom(app, address);
			for (let attempt = 0; attempt < 8; attempt++) {
				statuses.push((await client.post("/api/v1/account/credentials", body)).status);
			}
		}
		expect(statuses.slice(0, 30)).toEqual(Array(30).fill(202));
		expect(statuses.slice(30)).toEqual([429, 429]);
		// Another address is not held back.
		const elsewhere = await anonymousFrom(app, "198.51.100.31");
		expect((await elsewhere.post("/api/v1/account/credentials", body)).status).toBe(202);
	});
});

// The hashing queue is the instance's own, in memory: the database kind changes nothing in it, and each of these
// hashes at full cost for seconds, so they run once (on both kinds they took about 70 s of a CI run).
describeOn(["pglite"], "the instance's password hashing queue", (kind) => {
	test("sign-ups beyond the instance's hashing queue answer 503 busy with Retry-After, never 500", {
		timeout: 180_000,
	}, async ({ app }) => {
		const answers = await Promise.all(
			Array.from({ length: 30 }, (_, index) =>
				apiClient(app).post("/api/auth/sign-up/email", {
					email: `burst-${kind}-${index}-${randomUUID().slice(0, 8)}@example.com`,
					password: "lantern orbit 42 meadow",
					name: "Burst",
				}),
			),
		);
		const statuses = answers.map((answer) => answer.status);
		expect(statuses).not.toContain(500);
		const [busy] = answers.filter((answer) => answer.status === 503);
		if (!busy) throw new Error(`no sign-up was refused as busy: ${statuses.join(", ")}`);
		expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(18);
		expect(((await busy.json()) as { code: string }).code).toBe("BUSY");
		expect(busy.headers.get("retry-after")).toBe("5");
	});

	// Review round 3, D8: password checks by signed-in users (verify-password) filled the queue and sign-ins got 503.
	test("a sign-in still gets a hash while password checks fill the instance's queue", { timeout: 180_000 }, async ({
		app,
		newUser,
	}) => {
		const checker = await newUser({ account: "email" });
		const owner = await newUser({ account: "email" });
		const checks = Array.from({ length: 30 }, () =>
			checker.post("/api/auth/verify-password", { password: checker.password }),
		);
		// The queue is full once a check is refused as busy.
		await new Promise<void>((resolve, reject) => {
			let answered = 0;
			for (const check of checks) {
				void check.then((answer) => {
					if (answer.status === 503) resolve();
					else if (++answered === checks.length) reject(new Error("no password check was refused as busy"));
				}, reject);
			}
		});
		const signIn = await apiClient(app).post("/api/auth/sign-in/email", {
			email: owner.email,
			password: owner.password,
		});
		const statuses = await Promise.all(checks.map(async (check) => (await check).status));
		expect(signIn.status).toBe(200);
		expect(statuses).toContain(503);
	});
});
