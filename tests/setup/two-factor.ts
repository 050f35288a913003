import { expect } from "vitest";
import { unusedTotpCode } from "#tests/e2e/support/totp.ts";
import type { ApiClient } from "./api-client.ts";

/**
 * Turns two-step verification on for a signed-in account as the profile does (asked for, then confirmed with a first
 * code), and answers its secret and the time steps whose codes are spent.
 */
export async function turnOnTwoFactor(account: ApiClient & { password: string }) {
	const enabled = await account.json<{ totpURI: string }>(
		account.post("/api/auth/two-factor/enable", { password: account.password }),
	);
	const secret = new URL(enabled.totpURI).searchParams.get("secret") ?? "";
	const usedSteps = new Set<number>();
	const confirmed = await account.post("/api/auth/two-factor/verify-totp", { code: unusedTotpCode(secret, usedSteps) });
	expect(confirmed.status).toBe(200);
	return { secret, usedSteps };
}
