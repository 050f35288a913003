import type { Db } from "#db/client.server.ts";
import { verification } from "#db/schema/auth.ts";
import { TOTP_PERIOD_SECONDS } from "./verify-totp-code.ts";

/**
 * Marks a user's TOTP step as used, once: true for the first claim, false for every later one (ASVS 6.5.1, a code
 * works once). Atomic across requests and instances: the row's id is the claim. Kept in better-auth's verification
 * table until the step's code is no longer accepted anyway (one step after it).
 */
export async function claimTotpStep({ db, userId, step }: { db: Db; userId: string; step: number }): Promise<boolean> {
	const claimed = await db
		.insert(verification)
		.values({
			id: `totp-step:${userId}:${step}`,
			identifier: `totp-step:${userId}`,
			value: String(step),
			expiresAt: new Date((step + 2) * TOTP_PERIOD_SECONDS * 1000),
		})
		.onConflictDoNothing({ target: verification.id })
		.returning({ id: verification.id });
	return claimed.length === 1;
}
