import { and, eq, lt } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { jobRound } from "#db/schema/app.ts";

// Claims are kept a week, long enough for any instance's clock to have moved past their round.
const CLAIM_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Claims the round of `job` that `now` falls in (rounds start every `intervalMs`, on the epoch's grid) for this
 * instance: the primary key lets exactly one instance win a round, on PGlite and PostgreSQL alike (as reminders are
 * claimed, ADR 0010). Answers false when another instance already has it.
 */
export async function claimJobRound({
	db,
	job,
	now,
	intervalMs,
}: {
	db: Db;
	job: string;
	now: Date;
	intervalMs: number;
}) {
	const round = new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
	const claimed = await db
		.insert(jobRound)
		.values({ job, round, claimedAt: now })
		.onConflictDoNothing()
		.returning({ round: jobRound.round });
	if (claimed.length > 0) {
		await db
			.delete(jobRound)
			.where(and(eq(jobRound.job, job), lt(jobRound.round, new Date(now.getTime() - CLAIM_KEPT_MS))));
	}
	return claimed.length > 0;
}
