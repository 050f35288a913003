import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { betterAuth } from "better-auth/minimal";
import { anonymous } from "better-auth/plugins/anonymous";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq, relations } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "#config/env.server.ts";
import { notifySessionRevoked } from "#core/change-log/change-channels.ts";
import { logAccountChange } from "#core/change-log/log-account-change.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import { type Db, withSchema } from "#db/client.server.ts";
import * as authSchema from "#db/schema/auth.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import { afterEmailSignIn } from "./after-email-sign-in.ts";
import { isOverAttemptLimit } from "./attempt-limit.ts";
import { authMail } from "./auth-emails.ts";
import { CLIENT_ADDRESS_HEADER, clientAddressOf, localeOf } from "./auth-request-headers.ts";
import { currentAuthRequest } from "./auth-request-scope.ts";
import { busyAsAuthError } from "./busy-as-auth-error.ts";
import { claimTotpStep } from "./claim-totp-step.ts";
import { countSecondStep } from "./count-second-step.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./credentials.schema.ts";
import { existingAccountMail } from "./existing-account-mail.ts";
import { idTokenClaims } from "./id-token-claims.ts";
import { keepDataPlugin } from "./keep-data-plugin.ts";
import { newPasswordProblem } from "./new-password-problem.server.ts";
import { passkeyPlugin } from "./passkey-plugin.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { isRecentSignIn } from "./recent-sign-in.ts";
import { requestMailLocale } from "./request-mail-locale.ts";
import type { SecurityChange } from "./security-notice-mail.ts";
import { securityNotices } from "./security-notices.ts";
import { sessionCookieNaming } from "./session-cookie.ts";
import { newSessionExpiry, SESSION_SETTINGS, sessionExpiry } from "./session-lifetime.ts";
import { signInWaitSeconds } from "./sign-in-throttle.ts";
import { twoFactorUserId } from "./two-factor-user-id.ts";
import { totpStepOf } from "./verify-totp-code.ts";

const RESET_LINK_SECONDS = 60 * 60;
const NEEDS_RECENT_SIGN_IN = new Set([
	"/change-password",
	"/change-email",
	// A passkey is a way in on its own: adding or deleting one is a change of how one signs in.
	"/passkey/generate-register-options",
	"/passkey/verify-registration",
	"/passkey/delete-passkey",
]);
// Endpoints that check the signed-in user's password: the credential limit applies to them per address and per user.
const PASSWORD_CHECKS = new Set([
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
// What better-auth logs as errors when a client sends something wrong, which anyone can do at will: its origin
// check ("Invalid origin: …", "Invalid callbackURL: …"), a forged or stale sign-in callback (its state), a Google
// account whose address belongs to an unlinked user, a passkey response that fails verification, a call to an endpoint
// this app leaves off (deleting an account goes through /api/v1/account; codes by mail or text are not sent).
const CLIENT_CAUSED = new RegExp(
	[
		"^((Delete user|Change email) is disabled|send otp isn't configured)\\.",
		"^(Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL): |Blocked cross-site)",
		"^(Failed to parse state|State not found|INVALID_CALLBACK_REQUEST|account_not_linked)$",
		"^Failed to verify (registration|authentication)$",
	].join("|"),
);

// Reading a session joins its user in the same query (better-auth's `joins` with Drizzle's relational queries), so a
// signed-in request costs one round trip for its session (ADR 0013; ADR 0035 makes that round trip a cheap one).
const authRelations = {
	sessionUser: relations(authSchema.session, ({ one }) => ({
		user: one(authSchema.user, { fields: [authSchema.session.userId], references: [authSchema.user.id] }),
	})),
	accountUser: relations(authSchema.account, ({ one }) => ({
		user: one(authSchema.user, { fields: [authSchema.account.userId], references: [authSchema.user.id] }),
	})),
	userSessions: relations(authSchema.user, ({ many }) => ({
		sessions: many(authSchema.session),
		accounts: many(authSchema.account),
	})),
};

const ROW_VERSION = { type: "number", input: false, required: false } as const;

type AuthOptions = { db: Db; config: Config; secret: string; mailer: Mailer; logger: Logger };

/**
 * The better-auth instance: email and password (scrypt at OWASP strength), anonymous users, Google through
 * OpenID discovery, TOTP, passkeys, sessions and rate limits in the database.
 */
export function createAuth({ db, config, secret, mailer, logger }: AuthOptions) {
	const requestLogger = () => currentAuthRequest()?.logger ?? logger;
	const isSignIn = () => currentAuthRequest()?.path === "/sign-in/email";
	const notices = securityNotices({ db, mailer, logger, baseUrl: config.baseUrl });
	return betterAuth({
		baseURL: config.baseUrl,
		basePath: "/api/auth",
		secret,
		telemetry: { enabled: false },
		trustedOrigins: [config.baseUrl, ...config.trustedOrigins],
		database: drizzleAdapter(withSchema(db, { ...authSchema, ...authRelations }), {
			provider: "pg",
			schema: authSchema,
		}),
		logger: {
			disabled: false,
			level: "error",
			// Refusals any client can cause are warnings here; its other errors stay errors.
			log: (level, message) =>
				requestLogger()[level === "error" && CLIENT_CAUSED.test(message) ? "warn" : level](message),
		},
		// Refusals (4xx) are expected and anyone can cause them: info, naming the request; only failures are errors.
		onAPIError: {
			// A sign-in callback that fails before its own error page is known (forged or stale state) goes back to
			// sign-in, which shows a translated message for any `error`; better-auth's default is the home page.
			errorURL: "/login",
			onError: (error) => {
				const status = refusalStatusOf(error);
				if (status) requestLogger().info({ status, message: (error as Error).message }, "auth request refused");
				else requestLogger().error({ err: error }, "auth request failed");
			},
		},
		emailAndPassword: {
			enabled: true,
			minPasswordLength: PASSWORD_MIN_LENGTH,
			maxPasswordLength: PASSWORD_MAX_LENGTH,
			requireEmailVerification: false,
			// No session at sign-up: better-auth then answers a taken address exactly as a new one (a synthetic user,
			// the password hashed all the same) and mails its owner instead (ADR 0022, ASVS 6.3.8). The mailed
			// verification link signs a new account in (autoSignInAfterVerification).
			autoSignIn: false,
			onExistingUserSignUp: async ({ user }, request) => {
				const locale = requestMailLocale(request?.headers);
				await mailer
					.send(existingAccountMail({ to: user.email, locale, baseUrl: config.baseUrl }))
					.catch((error: unknown) => logger.error({ err: error }, "existing-account mail not sent"));
			},
			password: {
				// A sign-in's hash (its check, or the stand-in for an unknown address) waits in the queue kept for signing in.
				hash: (password) =>
					busyAsAuthError(() => hashPassword(password, { isSignIn: isSignIn(), cost: config.passwordHashCost })),
				verify: (input) => busyAsAuthError(() => verifyPassword({ ...input, isSignIn: isSignIn() })),
			},
			resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
			revokeSessionsOnPasswordReset: true,
			onPasswordReset: ({ user }, request) =>
				notices.send(user, "passwordChanged", requestMailLocale(request?.headers)),
			sendResetPassword: async ({ user, url }) => {
				await mailer.send(authMail({ kind: "resetPassword", to: user.email, url }));
			},
		},
		emailVerification: {
			sendOnSignUp: true,
			autoSignInAfterVerification: true,
			sendVerificationEmail: async ({ user, url }) => {
				await mailer.send(authMail({ kind: "verifyEmail", to: user.email, url }));
			},
		},
		// The session's row version, raised by triggers on every update of the session or its user, comes back with
		// it: the session reader reuses an answer only while it is unchanged (ADR 0035). Never set through the API, and
		// not on the user, whose objects must look alike for a new and a taken address (ADR 0022).
		session: { ...SESSION_SETTINGS, additionalFields: { rowVersion: ROW_VERSION } },
		account: {
			accountLinking: {
				enabled: true,
				// Linking Google from a signed-in (often anonymous) session keeps that user; the emails differ then.
				allowDifferentEmails: true,
			},
		},
		rateLimit: {
			enabled: true,
			storage: "database",
			window: 60,
			// Every other auth endpoint (reading the session, listing devices, signing out, …): at least 100 a minute per
			// address, more when the credential limit is raised (many people behind one address, or a test suite).
			max: Math.max(100, config.authRateLimitPerMinute),
			customRules: {
				"/sign-in/*": { window: 60, max: config.authRateLimitPerMinute },
				"/sign-up/*": { window: 60, max: config.authRateLimitPerMinute },
				"/request-password-reset": { window: 60, max: config.authRateLimitPerMinute },
				"/two-factor/*": { window: 60, max: config.authRateLimitPerMinute },
				// Each checks a password (one scrypt hash), with a session of one's own account (review D8).
				...Object.fromEntries(
					[...PASSWORD_CHECKS].map((path) => [path, { window: 60, max: config.authRateLimitPerMinute }]),
				),
			},
		},
		advanced: {
			database: { joins: true },
			ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
			...sessionCookieNaming(config.baseUrl),
			// better-auth skips these checks when NODE_ENV=test; tests must see what production does.
			disableOriginCheck: false,
			disableCSRFCheck: false,
		},
		plugins: [
			anonymous({ emailDomainName: "anonymous.quadrant.invalid" }),
			// better-auth's lockout counts per account only: ten wrong codes from anyone who has the password locked the
			// owner out too (review D12). The second step is throttled per account and address instead, as the password is.
			twoFactor({ issuer: "Quadrant", skipVerificationOnEnable: false, accountLockout: { enabled: false } }),
			passkeyPlugin({ baseUrl: config.baseUrl, signInPerMinute: config.authRateLimitPerMinute }),
			keepDataPlugin({ db, baseUrl: config.baseUrl, logger }),
			...(config.google
				? [
						genericOAuth({
							config: [
								{
									providerId: "google",
									clientId: config.google.clientId,
									clientSecret: config.google.clientSecret,
									discoveryUrl: config.google.discoveryUrl,
									scopes: ["openid", "email", "profile"],
									pkce: true,
								},
							],
						}),
					]
				: []),
		],
		databaseHooks: {
			account: {
				create: {
					// Linking Google to an anonymous user keeps the same user, now with the Google email; never when
					// that email already belongs to someone else (two users are never merged silently).
					before: async (account) => {
						if (account.providerId !== "google") return;
						const [owner] = await db.select().from(authSchema.user).where(eq(authSchema.user.id, account.userId));
						const { email } = idTokenClaims(account.idToken);
						if (!owner?.isAnonymous || !email) return;
						const [other] = await db
							.select({ id: authSchema.user.id })
							.from(authSchema.user)
							.where(eq(authSchema.user.email, email.toLowerCase()));
						if (other && other.id !== owner.id) {
							throw new APIError("BAD_REQUEST", { code: "EMAIL_IN_USE", message: "email_in_use" });
						}
					},
					after: async (account, context) => {
						await adoptGoogleIdentity({ db, logger, account });
						await logSignInMethods({ db, logger, userId: account.userId });
						await notices.afterAccountCreate(account, context);
					},
				},
				delete: {
					after: async (account) => logSignInMethods({ db, logger, userId: account.userId }),
				},
			},
			user: {
				update: {
					before: async (change, context) => notices.noteUserUpdate(change, context),
					after: async (person, context) => {
						await logSignInMethods({ db, logger, userId: person.id });
						await notices.afterUserUpdate(person, context);
					},
				},
			},
			session: {
				create: {
					before: async (created) => ({ data: { expiresAt: await newSessionExpiry(db, created.userId) } }),
				},
				update: {
					// A renewal (getSession, at most daily): the session being read is on the context.
					before: async (change, context) => {
						const current = context?.context.session;
						if (!change.expiresAt || !current) return;
						const times = { createdAt: current.session.createdAt, isAnonymous: current.user.isAnonymous === true };
						return { data: { expiresAt: sessionExpiry(times) } };
					},
				},
				delete: {
					// Sign-out, "sign out of other devices", a password change or reset: every instance ends that
					// session's live streams and forgets it (server/sync/live-sync.ts).
					after: async (ended) =>
						notifySessionRevoked(db, { userId: ended.userId, sessionId: ended.id }).catch((error: unknown) =>
							logger.error({ err: error }, "telling the instances that a session ended failed"),
						),
				},
			},
		},
		hooks: {
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
		},
	});
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = Auth["$Infer"]["Session"];

/** A refusal of an account's attempts from this address for `wait` seconds, in the request's language. */
function tooManyAttempts(headers: Headers | undefined, wait: number) {
	const t = translatorFor(localeOf(headers));
	return new APIError(
		"TOO_MANY_REQUESTS",
		{ code: "TOO_MANY_ATTEMPTS", message: t("errorCodes.too_many_attempts") },
		{ "Retry-After": String(wait) },
	);
}

/**
 * The 4xx status of a refusal, else undefined. Duck-typed: better-call's body parser throws its own APIError (415 for a
 * content type, 400 for malformed JSON), a class other than the one better-auth exports, so `instanceof` misses it.
 */
function refusalStatusOf(error: unknown): number | undefined {
	const status = (error as { statusCode?: unknown } | null)?.statusCode;
	return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

type AccountRow = { userId: string; providerId: string; idToken?: string | null };

/** Linking Google to an anonymous user keeps the same user, now with the Google email (see the create.before hook). */
async function adoptGoogleIdentity({ db, logger, account }: { db: Db; logger: Logger; account: AccountRow }) {
	if (account.providerId !== "google") return;
	const { email, email_verified: isVerified, name } = idTokenClaims(account.idToken);
	const [owner] = await db.select().from(authSchema.user).where(eq(authSchema.user.id, account.userId));
	if (!owner?.isAnonymous || !email) return;
	await db
		.update(authSchema.user)
		.set({
			email: email.toLowerCase(),
			emailVerified: isVerified === true,
			name: name ?? owner.name,
			isAnonymous: false,
			updatedAt: new Date(),
		})
		.where(eq(authSchema.user.id, owner.id));
	logger.info({ userId: owner.id }, "anonymous user linked a Google account");
}

/** A sign-in method or the user changed: the user's other tabs and devices learn it over live sync. */
async function logSignInMethods({ db, logger, userId }: { db: Db; logger: Logger; userId: string }) {
	try {
		await db.transaction((tx) => logAccountChange(tx, userId));
	} catch (error) {
		// The change itself is done; only the live update is lost (other tabs see it when they reload).
		logger.warn({ err: error, userId }, "logging an account change for live sync failed");
	}
}
