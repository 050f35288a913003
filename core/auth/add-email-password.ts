import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { logAccountChange } from "#core/change-log/log-account-change.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { account, user } from "#db/schema/auth.ts";

/**
 * Turns an anonymous user into an email account in place, once its address is confirmed by mail: the same user id
 * keeps everything it owns. All or nothing, re-checked under the row lock: the user must still be anonymous and the
 * email still free (users are never merged). Takes the password's hash, made when the user asked.
 */
export async function addEmailPassword({
	db,
	userId,
	email,
	passwordHash,
}: {
	db: Db;
	userId: string;
	email: string;
	passwordHash: string;
}): Promise<void> {
	const normalizedEmail = email.trim().toLowerCase();
	await db.transaction(async (tx) => {
		const [owner] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
		if (!owner) throw new DomainError("not_found");
		if (!owner.isAnonymous) throw new DomainError("already_has_account");
		if (await isEmailTaken(tx, normalizedEmail)) throw new DomainError("email_in_use");
		await tx
			.update(user)
			.set({
				email: normalizedEmail,
				emailVerified: true,
				isAnonymous: false,
				name: normalizedEmail.split("@")[0] ?? owner.name,
				updatedAt: new Date(),
			})
			.where(eq(user.id, userId));
		await tx
			.insert(account)
			.values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
		await logAccountChange(tx, userId);
	});
}

async function isEmailTaken(db: Db, email: string): Promise<boolean> {
	const [other] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
	return other !== undefined;
}
