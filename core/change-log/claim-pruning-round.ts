import { lt } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { changeLogPruning } from "#db/schema/tasks.ts";

// Claims are kept a week, long enough for any instance's clock to have moved past their round.
const CLAIM_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Claims the pruning round `now` falls in (rounds start every `intervalMs`, on the epoch's grid) for this instance.
 * The primary key lets exactly one instance win a round, on PGlite and PostgreSQL alike (as reminders are claimed,
 * ADR 0010). Answers false when another instance already has it.
 */
export async function claimPruningRound({ db, now, intervalMs }: { db: Db; now: Date; intervalMs: number }) {
	const round = new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
	const claimed = await db
		.insert(changeLogPruning)
		.values({ round, claimedAt: now })
		.onConflictDoNothing()
		.returning({ round: changeLogPruning.round });
	if (claimed.length > 0) {
		await db.delete(changeLogPruning).where(lt(changeLogPruning.round, new Date(now.getTime() - CLAIM_KEPT_MS)));
	}
	return claimed.length > 0;
}
