import { pruneChangeLog } from "#core/change-log/prune-change-log.ts";
import { CHANGE_LOG_PRUNE_INTERVAL_MS } from "#core/constants.ts";
import { claimJobRound } from "#core/housekeeping/claim-job-round.ts";
import type { Db } from "#db/client.server.ts";
import { startClaimedRounds } from "./claimed-rounds.ts";

type Options = {
	db: Db;
	logger: { info: (data: object, message: string) => void; error: (data: object, message: string) => void };
	retentionDays: number;
	maxPerUser: number;
	intervalMs?: number;
	/** The clock, injected so tests decide what time it is. */
	now?: () => Date;
};

/**
 * Prunes the change log once per round (an hour by default). Every instance runs this job; the claim makes one of them
 * prune each round. It runs once soon after start, so a fresh deploy does not wait an hour. The timers never keep the
 * process alive, and a failed round is logged and the next one tries again.
 */
export function startChangeLogPruning({
	db,
	logger,
	retentionDays,
	maxPerUser,
	intervalMs = CHANGE_LOG_PRUNE_INTERVAL_MS,
	now = () => new Date(),
}: Options) {
	return startClaimedRounds({
		intervalMs,
		now,
		none: 0,
		claim: (at) => claimJobRound({ db, job: "change-log-pruning", now: at, intervalMs }),
		work: async (at) => {
			const removed = await pruneChangeLog({ db, now: at, retentionDays, maxPerUser });
			logger.info({ removed, retentionDays, maxPerUser }, "change log pruned");
			return removed;
		},
		onError: (error) => logger.error({ err: error }, "pruning the change log failed"),
	});
}
