import { APIError } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";

type ResetContext = {
	path: string;
	body?: unknown;
	context: {
		returned?: unknown;
		internalAdapter: {
			findVerificationValue: (identifier: string) => Promise<{ value: string; expiresAt: Date } | null | undefined>;
			findUserById: (id: string) => Promise<{ id: string; twoFactorEnabled?: boolean | null } | null>;
			createSession: (userId: string) => Promise<unknown>;
		};
	};
};

// Whose link each reset in progress carries, read before better-auth spends it (the link names the user, not the
// request): token → user id, for the length of one request.
const resetting = new Map<string, string>();

const tokenOf = (body: unknown) => {
	const token = (body as { token?: unknown } | undefined)?.token;
	return typeof token === "string" && token ? token : null;
};

/** Before `/reset-password`: remembers whose link it is, while the link is still there to read. */
export async function beforeReset(ctx: ResetContext): Promise<void> {
	const token = tokenOf(ctx.body);
	if (ctx.path !== "/reset-password" || !token) return;
	const link = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
	if (link && link.expiresAt > new Date()) resetting.set(token, link.value);
}

/**
 * After `/reset-password`: the person who just set a new password from their mailed link is signed in (better-auth
 * 1.7 has no option for it), with a new session: the reset ended every other. Not with two-step verification on: the
 * link proves the mailbox alone, and the second step still asks for the code.
 */
export async function signInAfterReset(ctx: ResetContext): Promise<void> {
	const token = tokenOf(ctx.body);
	if (ctx.path !== "/reset-password" || !token) return;
	const userId = resetting.get(token);
	resetting.delete(token);
	if (!userId || ctx.context.returned instanceof APIError) return;
	const user = await ctx.context.internalAdapter.findUserById(userId);
	if (!user || user.twoFactorEnabled) return;
	const session = await ctx.context.internalAdapter.createSession(userId);
	await setSessionCookie(ctx as never, { session, user } as never);
}
