import { expect } from "vitest";
import { unusedTotpCode } from "#tests/e2e/support/totp.ts";
import type { ApiClient } from "#tests/setup/api-client.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

describeEachDatabase("two-step verification codes", () => {
	test("accept a code once: the same code a second time is refused", async ({ app, newUser }) => {
		const owner = await newUser({ account: "email" });
		const enabled = await owner.json<{ totpURI: string }>(
			owner.post("/api/auth/two-factor/enable", { password: owner.password }),
		);
		const secret = new URL(enabled.totpURI).searchParams.get("secret") ?? "";
		// Turned on with a code of its own, so that the sign-ins below have another one to themselves.
		const usedSteps = new Set<number>();
		const enabling = await owner.post("/api/auth/two-factor/verify-totp", { code: unusedTotpCode(secret, usedSteps) });
		expect(enabling.status).toBe(200);

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
});
