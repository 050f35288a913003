import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { Logger } from "pino";
import type { Config } from "#config/env.server.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import type { Db } from "#db/client.server.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import { afterEmailSignIn } from "./after-email-sign-in.ts";
import { isOverAttemptLimit } from "./attempt-limit.ts";
import { clientAddressOf, localeOf } from "./auth-request-headers.ts";
import { claimTotpStep } from "./claim-totp-step.ts";
import { countSecondStep } from "./count-second-step.ts";
import { newPasswordProblem } from "./new-password-problem.server.ts";
import { isRecentSignIn } from "./recent-sign-in.ts";
import { requestMailLocale } from "./request-mail-locale.ts";
import type { SecurityChange } from "./security-notice-mail.ts";
import type { securityNotices } from "./security-notices.ts";
import { beforeReset, signInAfterReset } from "./sign-in-after-reset.ts";
import { signInWaitSeconds } from "./sign-in-throttle.ts";
import { twoFactorUserId } from "./two-factor-user-id.ts";
import { totpStepOf } from "./verify-totp-code.ts";

const NEEDS_RECENT_SIGN_IN = new Set([
	"/change-password",
	"/change-email",
	// A passkey is a way in on its own: adding or deleting one is a change of how one signs in.
	"/passkey/generate-register-options",
	"/passkey/verify-registration",
	"/passkey/delete-passkey",
]);
// Endpoints that check the signed-in user's password: the credential limit applies to them per address and per user.
export const PASSWORD_CHECKS = new Set([
	"/verify-password",
	"/change-password",
	"/two-factor/enable",
	"/two-factor/disable",
	"/delete-user",
]);
const PASSWORD_CHECK_WINDOW_MS = 60_000;
// The second step of a sign-in: a wrong code counts against the account from this address, as a wrong password does.
const SECOND_STEPS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
// Mailed to the user when done (a reset mails from onPasswordReset, having no session; an added password from the
// account's creation).
const PASSWORD_CHANGES: Record<string, SecurityChange> = { "/change-password": "passwordChanged" };
type Options = {
	db: Db;
	config: Config;
	mailer: Mailer;
	logger: Logger;
	notices: ReturnType<typeof securityNotices>;
};

/**
 * better-auth's request hooks (create-auth.server.ts): before an endpoint runs, the checks better-auth does not make
 * (a recent sign-in, attempts per user and per account from an address, a TOTP code used once, the password policy);
 * after it, the counts, mails, session rotation and log lines of what it did.
 */
export function authRequestHooks({ db, config, mailer, logger, notices }: Options) {
	return {
		before: createAuthMiddleware(async (ctx) => {
			if (NEEDS_RECENT_SIGN_IN.has(ctx.path)) {
				const current = await getSessionFromCtx(ctx);
				if (current && !isRecentSignIn(current.session.createdAt)) {
					throw new APIError("FORBIDDEN", { code: "SESSION_NOT_FRESH", message: "sign_in_again" });
				}
			}
			if (PASSWORD_CHECKS.has(ctx.path)) {
				// Per user too: a user's session can be used from many addresses.
				const userId = (await getSessionFromCtx(ctx))?.user.id;
				const limit = config.authRateLimitPerMinute;
				const key = `password-check:${userId}`;
				if (userId && (await isOverAttemptLimit({ db, key, limit, windowMs: PASSWORD_CHECK_WINDOW_MS }))) {
					logger.warn({ path: ctx.path }, "password check refused: too many for this user");
					throw tooManyAttempts(ctx.headers, PASSWORD_CHECK_WINDOW_MS / 1000);
				}
			}
			if (SECOND_STEPS.has(ctx.path)) {
				const userId = await twoFactorUserId(ctx);
				const address = clientAddressOf(ctx.headers);
				const accountLimit = config.accountSignInLimit;
				const wait =
					userId && (await signInWaitSeconds({ db, account: userId, address, factor: "second-step", accountLimit }));
				if (wait) {
					logger.warn(
						{ path: ctx.path, wait },
						"two-factor code refused: too many failures for this account from here",
					);
					throw tooManyAttempts(ctx.headers, wait);
				}
			}
			if (ctx.path === "/two-factor/verify-totp") {
				// A code works once (ASVS 6.5.1): its step is claimed before better-auth accepts the code, so a second
				// use, concurrent ones included, is refused as a wrong code would be.
				const userId = await twoFactorUserId(ctx);
				const code = (ctx.body as { code?: unknown } | undefined)?.code;
				const step = userId && (await totpStepOf({ db, key: ctx.context.secretConfig, userId, code }));
				if (userId && typeof step === "number" && !(await claimTotpStep({ db, userId, step }))) {
					logger.warn({ path: ctx.path }, "two-factor code refused: already used");
					throw new APIError("UNAUTHORIZED", { code: "INVALID_CODE", message: "invalid_code" });
				}
			}
			if (ctx.path === "/two-factor/disable") {
				// Turning two-step verification off takes a current code, not used before, as well as the password.
				const current = await getSessionFromCtx(ctx);
				const code = (ctx.body as { code?: unknown } | undefined)?.code;
				const userId = current?.user.id;
				const step = userId && (await totpStepOf({ db, key: ctx.context.secretConfig, userId, code }));
				const isValid = userId && typeof step === "number" && (await claimTotpStep({ db, userId, step }));
				if (!isValid) throw new APIError("BAD_REQUEST", { code: "INVALID_CODE", message: "invalid_code" });
			}
			// A new password is checked before it is hashed (ASVS 6.2.4): cheap, and a refusal costs no scrypt.
			const problem = await newPasswordProblem(ctx);
			if (problem) {
				const t = translatorFor(localeOf(ctx.headers));
				throw new APIError("BAD_REQUEST", { code: problem.toUpperCase(), message: t(`errorCodes.${problem}`) });
			}
			await beforeReset(ctx as never);
			if (ctx.path !== "/sign-in/email") return;
			const email = typeof ctx.body?.email === "string" ? ctx.body.email : "";
			const address = clientAddressOf(ctx.headers);
			const wait =
				email && (await signInWaitSeconds({ db, account: email, address, accountLimit: config.accountSignInLimit }));
			if (wait) {
				logger.warn({ path: ctx.path, wait }, "sign-in refused: too many failures for this account from here");
				throw tooManyAttempts(ctx.headers, wait);
			}
		}),
		after: createAuthMiddleware(async (ctx) => {
			if (SECOND_STEPS.has(ctx.path)) await countSecondStep({ db, ctx });
			await signInAfterReset(ctx as never);
			const passwordChange = PASSWORD_CHANGES[ctx.path];
			if (passwordChange && !(ctx.context.returned instanceof APIError)) {
				const person = ctx.context.newSession?.user ?? ctx.context.session?.user;
				if (person) await notices.send(person, passwordChange, requestMailLocale(ctx.headers));
			}
			if (ctx.path.startsWith("/callback/") && !ctx.context.newSession) {
				// A linking callback adds a sign-in method to the signed-in user: the session token changes too.
				const current = await getSessionFromCtx(ctx, { disableRefresh: true });
				if (!current) return;
				const fresh = await ctx.context.internalAdapter.createSession(current.user.id);
				await setSessionCookie(ctx, { session: fresh, user: current.user });
				await ctx.context.internalAdapter.deleteSession(current.session.token);
				return;
			}
			if (!ctx.path.startsWith("/sign-in") && !ctx.path.startsWith("/sign-up")) return;
			const returned = ctx.context.returned;
			if (ctx.path === "/sign-in/email") await afterEmailSignIn({ db, mailer, logger, baseUrl: config.baseUrl, ctx });
			if (returned instanceof APIError) {
				logger.warn({ path: ctx.path, status: returned.statusCode, code: returned.body?.code }, "sign-in failed");
			} else if (ctx.context.newSession) {
				logger.info({ path: ctx.path, userId: ctx.context.newSession.user.id }, "signed in");
			}
		}),
	};
}

/** A refusal of an account's attempts from this address for `wait` seconds, in the request's language. */
function tooManyAttempts(headers: Headers | undefined, wait: number) {
	const t = translatorFor(localeOf(headers));
	return new APIError(
		"TOO_MANY_REQUESTS",
		{ code: "TOO_MANY_ATTEMPTS", message: t("errorCodes.too_many_attempts") },
		{ "Retry-After": String(wait) },
	);
}
