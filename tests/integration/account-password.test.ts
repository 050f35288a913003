import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

// The success path (a Google-only account adds a password) needs the OpenID peer: tests/e2e/profile-account.test.ts.
describeEachDatabase("adding a password to an account", (kind) => {
	const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error;

	test("refuses an account that already has a password, and an anonymous one that has no email yet", async ({
		app,
		newUser,
	}) => {
		const email = `has-password-${kind}@example.com`;
		const withPassword = await newUser({ account: "email", email, password: "first long password" });
		const again = await withPassword.post("/api/v1/account/password", { password: "second long password" });
		expect(again.status).toBe(409);
		expect((await errorOf(again)).code).toBe("already_has_account");
		// The first password still works.
		expect(
			(await apiClient(app).post("/api/auth/sign-in/email", { email, password: "first long password" })).status,
		).toBe(200);

		const anonymous = await newUser();
		const refused = await anonymous.post("/api/v1/account/password", { password: "a long password" });
		expect(refused.status).toBe(409);
		expect((await errorOf(refused)).code).toBe("email_required");
	});

	test("checks the password's length with a field error, and needs a session", async ({ app, newUser }) => {
		const client = await newUser();
		const short = await client.post("/api/v1/account/password", { password: "short" });
		expect(short.status).toBe(400);
		expect((await errorOf(short)).fields?.password).toEqual(expect.any(String));
		expect((await apiClient(app).post("/api/v1/account/password", { password: "a long password" })).status).toBe(401);
	});

	// Ten mails to the address's owner and twelve password hashes: 18–30 s on a busy machine, so a minute of its own.
	test("gives one user ten tries at setting a password in 15 minutes, then 429 with Retry-After", {
		timeout: 60_000,
	}, async ({ newUser }) => {
		const taken = `taken-${kind}-${Date.now()}@example.com`;
		await newUser({ account: "email", email: taken });
		const anonymous = await newUser();
		for (let attempt = 1; attempt <= 10; attempt++) {
			const inUse = await anonymous.post("/api/v1/account/credentials", { email: taken, password: "a long password" });
			expect(inUse.status, `attempt ${attempt}`).toBe(202);
		}
		const limited = await anonymous.post("/api/v1/account/credentials", {
			email: `free-${kind}-${Date.now()}@example.com`,
			password: "a long password",
		});
		expect(limited.status).toBe(429);
		expect((await errorOf(limited)).code).toBe("too_many_attempts");
		expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
		// Another user is not held back by this one's tries.
		const other = await newUser();
		const own = await other.post("/api/v1/account/credentials", {
			email: `other-${kind}-${Date.now()}@example.com`,
			password: "a long password",
		});
		expect(own.status).toBe(202);
	});
});
