import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { anonymous } from "better-auth/plugins/anonymous";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import { relations } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "#config/env.server.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import { type Db, withSchema } from "#db/client.server.ts";
import * as authSchema from "#db/schema/auth.ts";
import { authDatabaseHooks } from "./auth-database-hooks.ts";
import { authMail } from "./auth-emails.ts";
import { CLIENT_ADDRESS_HEADER } from "./auth-request-headers.ts";
import { authRequestHooks, PASSWORD_CHECKS } from "./auth-request-hooks.ts";
import { currentAuthRequest } from "./auth-request-scope.ts";
import { busyAsAuthError } from "./busy-as-auth-error.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./credentials.schema.ts";
import { existingAccountMail } from "./existing-account-mail.ts";
import { keepDataPlugin } from "./keep-data-plugin.ts";
import { passkeyPlugin } from "./passkey-plugin.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { requestMailLocale } from "./request-mail-locale.ts";
import { securityNotices } from "./security-notices.ts";
import { sessionCookieNaming } from "./session-cookie.ts";
import { SESSION_SETTINGS } from "./session-lifetime.ts";

const RESET_LINK_SECONDS = 60 * 60;
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
		databaseHooks: authDatabaseHooks({ db, logger, notices }),
		hooks: authRequestHooks({ db, config, mailer, logger, notices }),
	});
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = Auth["$Infer"]["Session"];

/**
 * The 4xx status of a refusal, else undefined. Duck-typed: better-call's body parser throws its own APIError (415 for a
 * content type, 400 for malformed JSON), a class other than the one better-auth exports, so `instanceof` misses it.
 */
function refusalStatusOf(error: unknown): number | undefined {
	const status = (error as { statusCode?: unknown } | null)?.statusCode;
	return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}
