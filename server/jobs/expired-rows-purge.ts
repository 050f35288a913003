import { EXPIRED_ROWS_PURGE_INTERVAL_MS } from "#core/constants.ts";
import { claimJobRound } from "#core/housekeeping/claim-job-round.ts";
import { purgeExpiredRows } from "#core/housekeeping/purge-expired-rows.ts";
import type { Db } from "#db/client.server.ts";
import { startClaimedRounds } from "./claimed-rounds.ts";

type Options = {
	db: Db;
	logger: { info: (data: object, message: string) => void; error: (data: object, message: string) => void };
	intervalMs?: number;
	/** The clock, injected so tests decide what time it is. */
	now?: () => Date;
};

/**
 * Purges expired rate-limit rows and idempotency keys once per round (an hour by default), which nothing did before
 * (issue 19, item 7): every instance runs this job and the claim makes one of them purge each round. It runs once
 * soon after start; the timers never keep the process alive, and a failed round is logged and the next one tries again.
 */
export function startExpiredRowsPurge({
	db,
	logger,
	intervalMs = EXPIRED_ROWS_PURGE_INTERVAL_MS,
	now = () => new Date(),
}: Options) {
	return startClaimedRounds<Awaited<ReturnType<typeof purgeExpiredRows>> | undefined>({
		intervalMs,
		now,
		none: undefined,
		claim: (at) => claimJobRound({ db, job: "expired-rows-purge", now: at, intervalMs }),
		work: async (at) => {
			const removed = await purgeExpiredRows({ db, now: at });
			logger.info(removed, "expired rate-limit rows and idempotency keys purged");
			return removed;
		},
		onError: (error) => logger.error({ err: error }, "purging expired rate-limit rows and idempotency keys failed"),
	});
}
