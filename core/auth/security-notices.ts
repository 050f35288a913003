import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Locale } from "#core/constants.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import type { Db } from "#db/client.server.ts";
import { account as accountTable, user } from "#db/schema/auth.ts";
import { requestMailLocale } from "./request-mail-locale.ts";
import { type SecurityChange, securityNoticeMail } from "./security-notice-mail.ts";

type Person = { email: string; isAnonymous?: boolean | null };
type HookContext = { headers?: Headers | undefined; request?: Request | undefined } | null | undefined;

/**
 * Mails the user when a password or the second factor changes (ASVS 6.3.6). A mail that cannot be sent is logged,
 * never a reason to undo the change.
 */
export function securityNotices({
	db,
	mailer,
	logger,
	baseUrl,
}: {
	db: Db;
	mailer: Mailer;
	logger: Logger;
	baseUrl: string;
}) {
	// better-auth turns two-step verification on or off with an update of the user that names only that field; the
	// update's "after" hook sees the user but not the change, so "before" notes it for the same request.
	const twoFactorChanges = new WeakMap<object, boolean>();

	async function send(person: Person, change: SecurityChange, locale: Locale) {
		if (person.isAnonymous) return;
		try {
			await mailer.send(securityNoticeMail({ change, to: person.email, locale, baseUrl }));
		} catch (error) {
			logger.error({ err: error, change }, "security notice mail failed");
		}
	}

	return {
		send,
		noteUserUpdate(change: Record<string, unknown>, context: HookContext) {
			if (context && typeof change.twoFactorEnabled === "boolean") {
				twoFactorChanges.set(context, change.twoFactorEnabled);
			}
		},
		/** A password added to an account that signed in another way (Google); a sign-up's first one is no change. */
		async afterAccountCreate(created: { userId: string; providerId: string }, context: HookContext) {
			if (created.providerId !== "credential") return;
			const methods = await db
				.select({ providerId: accountTable.providerId })
				.from(accountTable)
				.where(eq(accountTable.userId, created.userId));
			if (methods.length < 2) return;
			const [person] = await db.select().from(user).where(eq(user.id, created.userId));
			const locale = requestMailLocale(context?.headers ?? context?.request?.headers);
			if (person) await send(person, "passwordAdded", locale);
		},
		async afterUserUpdate(person: Person, context: HookContext) {
			const isEnabled = context ? twoFactorChanges.get(context) : undefined;
			if (isEnabled === undefined || !context) return;
			twoFactorChanges.delete(context);
			const locale = requestMailLocale(context.headers ?? context.request?.headers);
			await send(person, isEnabled ? "twoFactorEnabled" : "twoFactorDisabled", locale);
		},
	};
}
