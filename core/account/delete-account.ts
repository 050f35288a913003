import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { cancelSubscriptionNow } from "#core/billing/cancel-subscription-now.ts";
import { notifySessionRevoked } from "#core/change-log/change-channels.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { devMail } from "#db/schema/app.ts";
import { user, verification } from "#db/schema/auth.ts";
import { task } from "#db/schema/tasks.ts";
import { isDeletionConfirmed } from "./account-data.schema.ts";

type Options = {
	db: Db;
	user: { id: string; email: string; isAnonymous: boolean };
	/** What the person typed to confirm. */
	confirmation: string;
	/** What an anonymous account types instead of an email: the dialog's word, in every language it may be shown in. */
	anonymousWords: readonly string[];
	stripe: Stripe | undefined;
};

/**
 * Deletes the account for good, once the typed confirmation matches (the email, or for an anonymous account the
 * word the dialog asks for): first ends any Stripe subscription at once, and if that fails deletes nothing; then
 * removes every row of the user in one transaction. Sessions go with the user, so every device is signed out.
 */
export async function deleteAccount({ db, user: person, confirmation, anonymousWords, stripe }: Options) {
	const expected = person.isAnonymous ? anonymousWords : [person.email];
	if (!isDeletionConfirmed(confirmation, expected)) {
		throw new DomainError("confirmation_mismatch", { field: "confirmation" });
	}
	await cancelSubscriptionNow({ db, userId: person.id, stripe });
	await db.transaction(async (tx) => {
		// Tasks first: task.board_id is ON DELETE RESTRICT, so the cascade from the user must not reach a board
		// while its tasks remain.
		await tx.delete(task).where(eq(task.userId, person.id));
		// Password-reset links are stored under their token with the user id as the value, not as a foreign key.
		await tx.delete(verification).where(eq(verification.value, person.id));
		// Mail kept for the local mailbox (never in production) is addressed to the person.
		if (!person.isAnonymous) await tx.delete(devMail).where(eq(devMail.to, person.email));
		// Everything else of the user's (sessions, sign-in methods, boards, settings, subscription, change log,
		// idempotency keys, and any table added later) references the user with ON DELETE CASCADE.
		await tx.delete(user).where(eq(user.id, person.id));
		// Every instance ends the user's live streams and forgets their sessions once this commits.
		await notifySessionRevoked(tx, { userId: person.id });
	});
}
