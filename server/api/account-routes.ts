import { APIError } from "better-auth/api";
import { type Context, Hono } from "hono";
import { toAccountView } from "#core/account/account-view.ts";
import { isOverAttemptLimit } from "#core/auth/attempt-limit.ts";
import { CLIENT_ADDRESS_HEADER, LOCALE_HEADER } from "#core/auth/auth-request-headers.ts";
import type { Auth } from "#core/auth/create-auth.server.ts";
import { credentialsSchema, passwordField } from "#core/auth/credentials.schema.ts";
import { listSignInMethods } from "#core/auth/list-sign-in-methods.ts";
import type { PasswordHashCost } from "#core/auth/password-hash.ts";
import { passwordProblem } from "#core/auth/password-policy.server.ts";
import { isRecentSignIn } from "#core/auth/recent-sign-in.ts";
import { requestEmailPassword } from "#core/auth/request-email-password.ts";
import { requestMailLocale } from "#core/auth/request-mail-locale.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import { z } from "#core/validation/zod.ts";
import type { Db } from "#db/client.server.ts";
import type { AppEnv } from "../app-env.ts";
import { clientAddress } from "../middleware/client-address.ts";
import { parseJsonBody } from "../parse-json-body.ts";
import { preferredLocale } from "../request-locale.ts";

export const setPasswordSchema = z.strictObject({ password: passwordField });

type Options = {
	db: Db;
	auth: Auth;
	mailer: Mailer;
	baseUrl: string;
	trustedProxyHeader: string | undefined;
	passwordHashCost: PasswordHashCost;
};

/**
 * The signed-in user's own account: who they are, an anonymous user asking to keep its tasks under an email and
 * password (confirmed by mail), and adding a password to an account that signs in with Google only.
 */
export function accountRoutes({ db, auth, mailer, baseUrl, trustedProxyHeader, passwordHashCost }: Options) {
	return new Hono<AppEnv>()
		.get("/me", async (c) => {
			const { user } = c.get("session");
			return c.json(toAccountView(user, await listSignInMethods({ db, userId: user.id })));
		})
		.post("/account/credentials", async (c) => {
			const body = await parseJsonBody(c, credentialsSchema);
			const { session } = c.get("session");
			refuseGuessablePassword(body);
			const address = clientAddress(c, trustedProxyHeader);
			await limitPasswordSetting(db, session.userId, address);
			// Nothing changes until the address's owner opens the mailed link; the answer is the same whether the
			// address was free or taken (ADR 0022).
			await requestEmailPassword({
				db,
				mailer,
				logger: c.get("logger"),
				baseUrl,
				userId: session.userId,
				email: body.email,
				hashCost: passwordHashCost,
				password: body.password,
				locale: requestMailLocale(forAuth(c, address)),
			});
			return c.json({ status: "confirmation_sent" }, 202);
		})
		.post("/account/password", async (c) => {
			const { password } = await parseJsonBody(c, setPasswordSchema);
			const { session, user } = c.get("session");
			// An anonymous user has no email to sign in with: they add both at once (POST /account/credentials).
			if (user.isAnonymous) throw new DomainError("email_required");
			if (!isRecentSignIn(session.createdAt)) throw new DomainError("sign_in_again");
			refuseGuessablePassword({ password, email: user.email });
			const address = clientAddress(c, trustedProxyHeader);
			await limitPasswordSetting(db, user.id, address);
			try {
				await auth.api.setPassword({ body: { newPassword: password }, headers: forAuth(c, address) });
			} catch (error) {
				if (error instanceof APIError && error.body?.code === "PASSWORD_ALREADY_SET") {
					throw new DomainError("already_has_account");
				}
				if (error instanceof APIError && error.body?.code === "BUSY") throw new DomainError("busy");
				throw error;
			}
			return c.body(null, 204);
		});
}

/** The request's headers for a call into better-auth, with the address and language /api/auth would give it. */
function forAuth(c: Context<AppEnv>, address: string): Headers {
	const headers = new Headers(c.req.raw.headers);
	headers.set(CLIENT_ADDRESS_HEADER, address);
	headers.set(LOCALE_HEADER, preferredLocale(c));
	return headers;
}

function refuseGuessablePassword(credentials: { password: string; email: string }) {
	const problem = passwordProblem(credentials);
	if (problem) throw new DomainError(problem, { field: "password" });
}

// Each attempt hashes a password at OWASP's cost: a person needs a few tries, a script gets no more, whether it spreads
// its tries over many (anonymous) users from one address or over many addresses for one user.
const PASSWORD_SETTINGS_PER_USER = 10;
const PASSWORD_SETTINGS_PER_ADDRESS = 30;
const PASSWORD_SETTING_WINDOW_MS = 15 * 60 * 1000;

async function limitPasswordSetting(db: Db, userId: string, address: string) {
	const windowMs = PASSWORD_SETTING_WINDOW_MS;
	const isOverUser = await isOverAttemptLimit({
		db,
		key: `password-setting:${userId}`,
		limit: PASSWORD_SETTINGS_PER_USER,
		windowMs,
	});
	const isOverAddress = await isOverAttemptLimit({
		db,
		key: `password-setting-address:${address}`,
		limit: PASSWORD_SETTINGS_PER_ADDRESS,
		windowMs,
	});
	if (isOverUser || isOverAddress) throw new DomainError("too_many_attempts");
}
