import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { twoFactor } from "#db/schema/auth.ts";

export const TOTP_PERIOD_SECONDS = 30;
// better-auth accepts the codes of the previous, current and next step (clock drift).
const TOTP_WINDOW = 1;

type TotpCheck = {
	db: Db;
	key: Parameters<typeof symmetricDecrypt>[0]["key"];
	userId: string;
	code: unknown;
};

/**
 * The 30-second step whose code, from the user's authenticator app, this is (checked against their stored, encrypted
 * TOTP secret as better-auth's own sign-in step does: 6 digits, one step either side), or null when it is none.
 */
export async function totpStepOf({ db, key, userId, code }: TotpCheck): Promise<number | null> {
	if (typeof code !== "string" || !/^\d{6}$/.test(code.trim())) return null;
	const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
	if (!row) return null;
	const otp = createOTP(await symmetricDecrypt({ key, data: row.secret }), { period: TOTP_PERIOD_SECONDS, digits: 6 });
	const current = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
	for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
		if ((await otp.hotp(step)) === code.trim()) return step;
	}
	return null;
}
