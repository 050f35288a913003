import { expect } from "vitest";
import { totpCode, unusedTotpCode } from "#tests/e2e/support/totp.ts";
import type { ApiClient } from "#tests/setup/api-client.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import type { TestApp } from "#tests/setup/test-app.ts";
import { newUserOf } from "#tests/setup/test-user.ts";
import { turnOnTwoFactor } from "#tests/setup/two-factor.ts";

describeEachDatabase("two-step verification codes", () => {
	test("accept a code once: the same code a second time is refused", async ({ app, newUser }) => {
		const owner = await newUser({ account: "email" });
		const { secret, usedSteps } = await turnOnTwoFactor(owner);

		const code = unusedTotpCode(secret, usedSteps);
		const signIn = async (): Promise<ApiClient> => {
			const device = apiClient(app);
			const first = await device.json<{ twoFactorRedirect?: boolean }>(
				device.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password }),
			);
			expect(first.twoFactorRedirect).toBe(true);
			return device;
		};
		const phone = await signIn();
		expect((await phone.post("/api/auth/two-factor/verify-totp", { code })).status).toBe(200);
		expect((await phone.get("/api/v1/me")).status).toBe(200);

		const replay = await signIn();
		const refused = await replay.post("/api/auth/two-factor/verify-totp", { code });
		expect(refused.status).toBe(401);
		expect(((await refused.json()) as { code?: string }).code).toBe("INVALID_CODE");
		expect((await replay.get("/api/v1/me")).status).toBe(401);
	});

	// Review round 3, D12: better-auth's lockout (10 wrong codes from anyone with the password) refused the owner too.
	test("wrong codes from an attacker's addresses hold back those addresses, never the owner elsewhere", async ({
		appWith,
		subscribe,
	}) => {
		const app = appWith({ TRUSTED_PROXY_HEADER: "x-real-ip", AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
		const owner = await newUserOf(app, subscribe)({ account: "email" });
		const { secret, usedSteps } = await turnOnTwoFactor(owner);
		const signIn = async (testApp: TestApp, ip: string): Promise<ApiClient> => {
			const device = apiClient(testApp, { ip });
			const first = await device.json<{ twoFactorRedirect?: boolean }>(
				device.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password }),
			);
			expect(first.twoFactorRedirect, ip).toBe(true);
			return device;
		};
		// A code no authenticator shows now (the server accepts the previous, current and next step's).
		const now = Date.now();
		const valid = new Set([-30_000, 0, 30_000].map((offset) => totpCode(secret, now + offset)));
		const wrong = ["000000", "111111", "222222", "333333"].find((code) => !valid.has(code)) ?? "";

		// The attacker has the password and guesses codes from four addresses, up to three each: eleven in all, one past
		// better-auth's lockout and past the account's limit (ACCOUNT_SIGN_IN_LIMIT, 10).
		const attackers: ApiClient[] = [];
		const statuses: number[] = [];
		for (let index = 0; index < 4; index++) {
			const attacker = await signIn(app, `192.0.2.${10 + index}`);
			attackers.push(attacker);
			for (let guess = 0; guess < 3; guess++) {
				if (statuses.length === 11) break;
				statuses.push((await attacker.post("/api/auth/two-factor/verify-totp", { code: wrong })).status);
			}
		}
		expect(statuses).toEqual(Array(11).fill(401));

		// The owner, from an address of their own, gets in with the right code.
		const phone = await signIn(app, "198.51.100.50");
		const right = await phone.post("/api/auth/two-factor/verify-totp", { code: unusedTotpCode(secret, usedSteps) });
		expect(right.status).toBe(200);
		expect((await phone.get("/api/v1/me")).status).toBe(200);

		// The attacker's addresses wait, even with a right code; the fourth failed less than the others, but the account
		// as a whole is past its limit.
		for (const attacker of attackers) {
			const held = await attacker.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) });
			expect(held.status).toBe(429);
			expect(((await held.json()) as { code?: string }).code).toBe("TOO_MANY_ATTEMPTS");
			expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
		}
	});
});
