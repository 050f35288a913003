import { and, eq, exists, gte, inArray, lt, not } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { account, session, user } from "#db/schema/auth.ts";
import { subscription } from "#db/schema/billing.ts";
import { task } from "#db/schema/tasks.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Users per transaction: each has a board, a few tasks, settings and a change log, so a batch holds locks briefly. */
const BATCH = 200;
/** At most this many batches per round; a larger backlog goes in the following rounds. */
const MAX_BATCHES = 100;

type Options = {
	db: Db;
	now: Date;
	retentionDays: number;
	/** Users per batch and batches per round: smaller in tests, to show a backlog spread over batches and rounds. */
	batch?: { size: number; max: number };
};

/**
 * Deletes anonymous users nobody can reach any more, with every row of theirs (review D9). An anonymous user's only
 * key is its session: once the last one expired (or was signed out) the tasks are unreachable. They are kept for
 * `retentionDays` after that, then go. Never touched: a user who is not anonymous (one who linked an email or Google
 * is no longer anonymous), one with a session that expires within the retention period or later, one with a sign-in
 * method (an account row), and one with a subscription row (deleting it would skip cancelling at Stripe). A user with
 * no session at all goes once unchanged for the retention period, so one being signed in right now is never caught
 * between its row and its session. Answers how many users were deleted.
 */
export async function purgeAbandonedAnonymousUsers({ db, now, retentionDays, batch }: Options): Promise<number> {
	const { size, max } = batch ?? { size: BATCH, max: MAX_BATCHES };
	const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
	let total = 0;
	for (let batchIndex = 0; batchIndex < max; batchIndex++) {
		const removed = await db.transaction(async (tx) => {
			const sessionWithinRetention = tx
				.select()
				.from(session)
				.where(and(eq(session.userId, user.id), gte(session.expiresAt, cutoff)));
			const signInMethod = tx.select().from(account).where(eq(account.userId, user.id));
			const subscriptionRow = tx.select().from(subscription).where(eq(subscription.userId, user.id));
			const abandoned = await tx
				.select({ id: user.id })
				.from(user)
				.where(
					and(
						eq(user.isAnonymous, true),
						lt(user.updatedAt, cutoff),
						not(exists(sessionWithinRetention)),
						not(exists(signInMethod)),
						not(exists(subscriptionRow)),
					),
				)
				.limit(size)
				// Locked until the transaction ends; rows another instance or request holds are left to a later batch.
				.for("update", { skipLocked: true });
			const ids = abandoned.map((row) => row.id);
			if (ids.length === 0) return 0;
			// Tasks first: task.board_id is ON DELETE RESTRICT (as in delete-account.ts). Everything else of the user's
			// (sessions, boards, settings, change log, push subscriptions and reminders, idempotency keys) cascades.
			await tx.delete(task).where(inArray(task.userId, ids));
			await tx.delete(user).where(inArray(user.id, ids));
			return ids.length;
		});
		total += removed;
		if (removed < size) break;
	}
	return total;
}
