import { APIError } from "better-auth/api";
import { Hono } from "hono";
import { z } from "zod";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { toAccountView } from "#core/account/account-view.ts";
import { addEmailPassword } from "#core/auth/add-email-password.ts";
import { isOverAttemptLimit } from "#core/auth/attempt-limit.ts";
import type { Auth } from "#core/auth/create-auth.server.ts";
import { credentialsSchema, passwordField } from "#core/auth/credentials.schema.ts";
import { listSignInMethods } from "#core/auth/list-sign-in-methods.ts";
import { isRecentSignIn } from "#core/auth/recent-sign-in.ts";
import { restoreAnonymousUser } from "#core/auth/restore-anonymous-user.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { apiError } from "../api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { parseJsonBody } from "../parse-json-body.ts";
import { translateForRequest } from "../request-locale.ts";

const setPasswordSchema = z.strictObject({ password: passwordField });

/**
 * The signed-in user's own account: who they are, adding an email and password to an anonymous user, and adding a
 * password to an account that signs in with Google only.
 */
export function accountRoutes({ db, auth, baseUrl }: { db: Db; auth: Auth; baseUrl: string }) {
	return new Hono<AppEnv>()
		.get("/me", async (c) => {
			const { user } = c.get("session");
			return c.json(toAccountView(user, await listSignInMethods({ db, userId: user.id })));
		})
		.post("/account/credentials", async (c) => {
			const body = await parseJsonBody(c, credentialsSchema);
			const { session } = c.get("session");
			await limitPasswordSetting(db, session.userId);
			const identity = await addEmailPassword({ db, userId: session.userId, ...body });
			// A new session token now that the user is no longer anonymous; the anonymous one ends. If better-auth
			// refuses that sign-in, the conversion is undone: a refused request changes nothing.
			let signedIn: Awaited<ReturnType<typeof signInAfterConversion>>;
			try {
				signedIn = await signInAfterConversion(auth, body, c.req.raw.headers);
			} catch (error) {
				await restoreAnonymousUser({ db, userId: session.userId, identity });
				if (error instanceof APIError && error.statusCode === 429) {
					return apiError(c, 429, "too_many_attempts", translateForRequest(c, "errorCodes.too_many_attempts"));
				}
				throw error;
			}
			await (await auth.$context).internalAdapter.deleteSession(session.token);
			await auth.api
				.sendVerificationEmail({
					body: {
						email: body.email,
						callbackURL: safeRedirect(c.req.header("referer"), { baseUrl, fallback: "/matrix" }),
					},
				})
				.catch((error: unknown) => c.get("logger").error({ err: error }, "verification mail failed"));
			for (const cookie of signedIn.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
			return c.json({ ok: true });
		})
		.post("/account/password", async (c) => {
			const { password } = await parseJsonBody(c, setPasswordSchema);
			// An anonymous user has no email to sign in with: they add both at once (POST /account/credentials).
			const { session, user } = c.get("session");
			if (user.isAnonymous) throw new DomainError("email_required");
			if (!isRecentSignIn(session.createdAt)) throw new DomainError("sign_in_again");
			await limitPasswordSetting(db, user.id);
			try {
				await auth.api.setPassword({ body: { newPassword: password }, headers: c.req.raw.headers });
			} catch (error) {
				if (error instanceof APIError && error.body?.code === "PASSWORD_ALREADY_SET") {
					throw new DomainError("already_has_account");
				}
				throw error;
			}
			return c.body(null, 204);
		});
}

function signInAfterConversion(auth: Auth, body: { email: string; password: string }, headers: Headers) {
	return auth.api.signInEmail({ body, headers, returnHeaders: true });
}

// Each attempt hashes a password at OWASP's cost: a person needs a few tries, a script gets no more.
const PASSWORD_SETTINGS_PER_WINDOW = 10;
const PASSWORD_SETTING_WINDOW_MS = 15 * 60 * 1000;

async function limitPasswordSetting(db: Db, userId: string) {
	const key = `password-setting:${userId}`;
	if (
		await isOverAttemptLimit({ db, key, limit: PASSWORD_SETTINGS_PER_WINDOW, windowMs: PASSWORD_SETTING_WINDOW_MS })
	) {
		throw new DomainError("too_many_attempts");
	}
}
