import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { logAccountChange } from "#core/change-log/log-account-change.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { account, user } from "#db/schema/auth.ts";
import { hashPassword } from "./password-hash.ts";

/** Who an anonymous user was before it took an email and password, to undo that if signing in then fails. */
export type AnonymousIdentity = { email: string; name: string; emailVerified: boolean };

/**
 * Turns an anonymous user into an email account in place: the same user id keeps everything it owns. Refuses an
 * email that already belongs to another user (users are never merged). Answers who the user was before.
 */
export async function addEmailPassword({
	db,
	userId,
	email,
	password,
}: {
	db: Db;
	userId: string;
	email: string;
	password: string;
}): Promise<AnonymousIdentity> {
	const normalizedEmail = email.trim().toLowerCase();
	// The cheap refusals first: hashing costs 128 MiB and ~350 ms of a core. Checked again below, in the transaction.
	const [owner] = await db.select({ isAnonymous: user.isAnonymous }).from(user).where(eq(user.id, userId));
	if (!owner) throw new DomainError("not_found");
	if (!owner.isAnonymous) throw new DomainError("already_has_account");
	if (await isEmailTaken(db, normalizedEmail)) throw new DomainError("email_in_use");
	const passwordHash = await hashPassword(password);
	return await db.transaction(async (tx) => {
		const [owner] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
		if (!owner) throw new DomainError("not_found");
		if (!owner.isAnonymous) throw new DomainError("already_has_account");
		if (await isEmailTaken(tx, normalizedEmail)) throw new DomainError("email_in_use");
		await tx
			.update(user)
			.set({
				email: normalizedEmail,
				emailVerified: false,
				isAnonymous: false,
				name: normalizedEmail.split("@")[0] ?? owner.name,
				updatedAt: new Date(),
			})
			.where(eq(user.id, userId));
		await tx
			.insert(account)
			.values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
		await logAccountChange(tx, userId);
		return { email: owner.email, name: owner.name, emailVerified: owner.emailVerified };
	});
}

async function isEmailTaken(db: Db, email: string): Promise<boolean> {
	const [other] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
	return other !== undefined;
}
