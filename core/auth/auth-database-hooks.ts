import type { BetterAuthOptions } from "better-auth";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { notifySessionRevoked } from "#core/change-log/change-channels.ts";
import { logAccountChange } from "#core/change-log/log-account-change.ts";
import type { Db } from "#db/client.server.ts";
import * as authSchema from "#db/schema/auth.ts";
import { idTokenClaims } from "./id-token-claims.ts";
import type { securityNotices } from "./security-notices.ts";
import { newSessionExpiry, sessionExpiry } from "./session-lifetime.ts";

type Options = { db: Db; logger: Logger; notices: ReturnType<typeof securityNotices> };

/**
 * better-auth's database hooks (create-auth.server.ts): Google linked to an anonymous user keeps that user, a change
 * of sign-in methods reaches the user's other tabs, sessions get their lifetimes (ADR 0019), an ended session ends
 * its live streams on every instance, and security changes are mailed.
 */
export function authDatabaseHooks({ db, logger, notices }: Options): BetterAuthOptions["databaseHooks"] {
	return {
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
	};
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
