import { ANONYMOUS_USERS_PURGE_INTERVAL_MS } from "#core/constants.ts";
import { claimJobRound } from "#core/housekeeping/claim-job-round.ts";
import { purgeAbandonedAnonymousUsers } from "#core/housekeeping/purge-abandoned-anonymous-users.ts";
import type { Db } from "#db/client.server.ts";
import { startClaimedRounds } from "./claimed-rounds.ts";

type Options = {
	db: Db;
	logger: { info: (data: object, message: string) => void; error: (data: object, message: string) => void };
	/** ANONYMOUS_USER_RETENTION_DAYS (config/env.server.ts): days kept after the last session expired. */
	retentionDays: number;
	intervalMs?: number;
	/** The clock, injected so tests decide what time it is. */
	now?: () => Date;
	/** Users per batch and batches per round; the defaults unless a test shows a backlog. */
	batch?: { size: number; max: number };
};

/**
 * Deletes abandoned anonymous users once per round (an hour by default), which nothing did before (review D9): every
 * instance runs this job and the claim makes one of them purge each round. It runs once soon after start; the timers
 * never keep the process alive, and a failed round is logged and the next one tries again.
 */
export function startAnonymousUsersPurge({
	db,
	logger,
	retentionDays,
	intervalMs = ANONYMOUS_USERS_PURGE_INTERVAL_MS,
	now = () => new Date(),
	batch,
}: Options) {
	return startClaimedRounds({
		intervalMs,
		now,
		none: 0,
		claim: (at) => claimJobRound({ db, job: "anonymous-users-purge", now: at, intervalMs }),
		work: async (at) => {
			const removed = await purgeAbandonedAnonymousUsers({ db, now: at, retentionDays, batch });
			logger.info({ removed, retentionDays }, "abandoned anonymous users deleted");
			return removed;
		},
		onError: (error) => logger.error({ err: error }, "deleting abandoned anonymous users failed"),
	});
}
