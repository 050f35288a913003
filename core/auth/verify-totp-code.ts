import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { twoFactor } from "#db/schema/auth.ts";

/**
 * Checks a code from the user's authenticator app against their stored (encrypted) TOTP secret, the way
 * better-auth's own sign-in step does: 30-second steps, 6 digits.
 */
export async function isValidTotpCode({
	db,
	key,
	userId,
	code,
}: {
	db: Db;
	key: Parameters<typeof symmetricDecrypt>[0]["key"];
	userId: string;
	code: unknown;
}): Promise<boolean> {
	if (typeof code !== "string" || !/^\d{6}$/.test(code.trim())) return false;
	const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
	if (!row) return false;
	const secret = await symmetricDecrypt({ key, data: row.secret });
	return createOTP(secret, { period: 30, digits: 6 }).verify(code.trim());
}
