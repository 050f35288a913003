import { APIError } from "better-auth/api";
import type { Db } from "#db/client.server.ts";
import { clientAddressOf } from "./auth-request-headers.ts";
import { forgetFailedSignIns, recordFailedSignIn } from "./sign-in-throttle.ts";
import { twoFactorUserId } from "./two-factor-user-id.ts";

// better-auth's refusals of a wrong TOTP or backup code; a missing or stale sign-in is not a guess at a code.
const WRONG_CODES = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE"]);

type Options = {
	db: Db;
	ctx: Parameters<typeof twoFactorUserId>[0] & {
		context: { returned?: unknown; newSession?: { user: { id: string } } | null };
	};
};

/**
 * After a second step (TOTP or backup code): a wrong code counts against the account from this address, a right one
 * lets this address start afresh (sign-in-throttle.ts, the password's rules). Per address, so that an attacker who
 * has the password cannot lock the owner out by guessing codes (review D12).
 */
export async function countSecondStep({ db, ctx }: Options): Promise<void> {
	const returned = ctx.context.returned;
	const address = clientAddressOf(ctx.headers);
	if (!(returned instanceof APIError)) {
		const userId = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id;
		if (userId) await forgetFailedSignIns({ db, account: userId, address, factor: "second-step" });
		return;
	}
	if (!WRONG_CODES.has(String(returned.body?.code))) return;
	const userId = await twoFactorUserId(ctx);
	if (userId) await recordFailedSignIn({ db, account: userId, address, factor: "second-step" });
}
