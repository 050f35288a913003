import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Locale } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import type { Db } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { authMail } from "./auth-emails.ts";
import { existingAccountMail } from "./existing-account-mail.ts";
import { hashPassword, type PasswordHashCost } from "./password-hash.ts";
import { storePendingConversion } from "./pending-conversion.ts";

type Options = {
	db: Db;
	mailer: Mailer;
	logger: Logger;
	baseUrl: string;
	userId: string;
	email: string;
	password: string;
	locale: Locale;
	hashCost: PasswordHashCost;
};

/**
 * An anonymous user asks to keep its tasks under an email and password. Nothing changes yet: the address gets a mail
 * and the caller answers the same whichever it was (no account oracle, ASVS 6.3.8). A free address gets a link that
 * converts the user when opened (keep-data-plugin.ts); a taken one gets "you already have an account" for its owner.
 * The password is hashed in both cases, so the time taken does not tell them apart either. Answers the address.
 */
export async function requestEmailPassword({
	db,
	mailer,
	logger,
	baseUrl,
	userId,
	password,
	locale,
	hashCost,
	...rest
}: Options) {
	const email = rest.email.trim().toLowerCase();
	// The cheap refusals first, about the caller's own account only: hashing costs 128 MiB and ~350 ms of a core.
	const [caller] = await db.select({ isAnonymous: user.isAnonymous }).from(user).where(eq(user.id, userId));
	if (!caller) throw new DomainError("not_found");
	if (!caller.isAnonymous) throw new DomainError("already_has_account");
	const passwordHash = await hashPassword(password, { cost: hashCost });
	const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.email, email));
	const mail = owner
		? existingAccountMail({ to: owner.email, locale, baseUrl })
		: authMail({ kind: "confirmKeepData", to: email, locale, url: await confirmLink() });
	// A mail server down must not answer differently for the two cases: it is logged, the answer stays the same.
	await mailer.send(mail).catch((error: unknown) => logger.error({ err: error }, "keep-data mail not sent"));
	return email;

	async function confirmLink() {
		const token = await storePendingConversion({ db, userId, email, passwordHash, locale });
		return `${baseUrl}/api/auth/keep-data/confirm?token=${token}`;
	}
}
