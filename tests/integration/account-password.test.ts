import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/setup/api-client.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

// The success path (a Google-only account adds a password) needs the OpenID peer: tests/e2e/profile-account.test.ts.
describe.each(databaseKinds())("adding a password to an account on %s", (kind) => {
	let testDb: TestDatabase;
	let app: ReturnType<typeof createTestApp>;
	beforeAll(async () => {
		testDb = await createTestDatabase(kind);
		app = createTestApp(testDb.database, { AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
	});
	afterAll(() => testDb.dispose());

	const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

	it("refuses an account that already has a password, and an anonymous one that has no email yet", async () => {
		const withPassword = apiClient(app);
		const email = `has-password-${kind}@example.com`;
		await withPassword.post("/api/auth/sign-up/email", { email, password: "first long password", name: email });
		const again = await withPassword.post("/api/v1/account/password", { password: "second long password" });
		expect(again.status).toBe(409);
		expect((await errorOf(again)).code).toBe("already_has_account");
		// The first password still works.
		expect(
			(await apiClient(app).post("/api/auth/sign-in/email", { email, password: "first long password" })).status,
		).toBe(200);

		const anonymous = apiClient(app);
		await anonymous.post("/api/auth/sign-in/anonymous");
		const refused = await anonymous.post("/api/v1/account/password", { password: "a long password" });
		expect(refused.status).toBe(409);
		expect((await errorOf(refused)).code).toBe("email_required");
	});

	it("checks the password's length with a field error, and needs a session", async () => {
		const client = apiClient(app);
		await client.post("/api/auth/sign-in/anonymous");
		const short = await client.post("/api/v1/account/password", { password: "short" });
		expect(short.status).toBe(400);
		expect((await errorOf(short)).fields?.password).toEqual(expect.any(String));
		expect((await apiClient(app).post("/api/v1/account/password", { password: "a long password" })).status).toBe(401);
	});
});
