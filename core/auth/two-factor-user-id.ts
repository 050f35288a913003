import { getSessionFromCtx } from "better-auth/api";

type AuthContext = Parameters<typeof getSessionFromCtx>[0];

// better-auth's two-factor plugin (constant.mjs): the signed cookie that carries a sign-in waiting for its second step.
const TWO_FACTOR_COOKIE = "two_factor";

/**
 * Whose code a two-factor request checks, found as better-auth's plugin finds it: the signed-in user (turning it on),
 * or the user of the sign-in waiting for its second step. Null when neither (better-auth then refuses the request).
 */
export async function twoFactorUserId(ctx: AuthContext): Promise<string | null> {
	const current = await getSessionFromCtx(ctx);
	if (current) return current.user.id;
	const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
	const token = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
	if (!token) return null;
	const pending = await ctx.context.internalAdapter.findVerificationValue(token);
	return pending?.value ?? null;
}
