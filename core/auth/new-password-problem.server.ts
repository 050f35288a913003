import { getSessionFromCtx } from "better-auth/api";
import { PASSWORD_MIN_LENGTH } from "./credentials.schema.ts";
import { type PasswordProblem, passwordProblem } from "./password-policy.server.ts";

type AuthContext = Parameters<typeof getSessionFromCtx>[0];

// better-auth's endpoints that set a password, and the body field that carries it.
const NEW_PASSWORD_FIELD: Record<string, string> = {
	"/sign-up/email": "password",
	"/change-password": "newPassword",
	"/set-password": "newPassword",
	"/reset-password": "newPassword",
};

/**
 * Why the password a better-auth request sets is too easy to guess, or undefined (also when the request sets none, or one
 * too short or malformed: better-auth refuses those itself). The email it is checked against is the one it will belong to: the
 * sign-up's, the signed-in user's, or that of the user a reset link was sent to.
 */
export async function newPasswordProblem(ctx: AuthContext): Promise<PasswordProblem | undefined> {
	const field = NEW_PASSWORD_FIELD[ctx.path];
	const body = (ctx.body ?? {}) as Record<string, unknown>;
	const password = field ? body[field] : undefined;
	// Too short is better-auth's own refusal, and the more useful message.
	if (typeof password !== "string" || password.length < PASSWORD_MIN_LENGTH) return undefined;
	return passwordProblem({ password, email: await ownerEmail(ctx, body) });
}

async function ownerEmail(ctx: AuthContext, body: Record<string, unknown>): Promise<string | undefined> {
	if (ctx.path === "/sign-up/email") return typeof body.email === "string" ? body.email : undefined;
	if (ctx.path === "/reset-password") {
		const token = body.token ?? (ctx.query as { token?: unknown } | undefined)?.token;
		if (typeof token !== "string" || !token) return undefined;
		const link = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
		const owner = link && (await ctx.context.internalAdapter.findUserById(link.value));
		return owner ? owner.email : undefined;
	}
	return (await getSessionFromCtx(ctx))?.user.email;
}
