import { and, eq } from "drizzle-orm";
import { logAccountChange } from "#core/change-log/log-account-change.ts";
import type { Db } from "#db/client.server.ts";
import { account, user } from "#db/schema/auth.ts";
import type { AnonymousIdentity } from "./add-email-password.ts";

type Options = { db: Db; userId: string; identity: AnonymousIdentity };

/**
 * Undoes addEmailPassword when the sign-in that follows it is refused: the user is anonymous again, as it was, and
 * has no password, so a refused request never leaves an email and password that nobody is signed in with.
 */
export async function restoreAnonymousUser({ db, userId, identity }: Options): Promise<void> {
	await db.transaction(async (tx) => {
		await tx.delete(account).where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
		await tx
			.update(user)
			.set({ ...identity, isAnonymous: true, updatedAt: new Date() })
			.where(eq(user.id, userId));
		await logAccountChange(tx, userId);
	});
}
