import type { Logger } from "pino";
import { PUSH_ROUND_BUDGET_MS } from "#core/constants.ts";
import { escalateDueTasks } from "#core/tasks/escalate-due-tasks.ts";
import type { Db } from "#db/client.server.ts";
import { startRepeatingJob } from "./repeating-job.ts";

type Options = {
	db: Db;
	logger: Pick<Logger, "error">;
	/** URGENCY_ESCALATION_INTERVAL_MS (config/env.server.ts), a minute unless configured. */
	intervalMs?: number;
	/** The clock, injected so tests decide what time it is. */
	now?: () => Date;
};

/**
 * Moves tasks whose due date came near into the urgent quadrant, every minute on this instance. Every instance runs
 * one: escalateDueTasks moves each task under its board's lock, once. A failed round is logged and the next tries again.
 */
export function startUrgencyEscalation({ db, logger, intervalMs = 60_000, now = () => new Date() }: Options) {
	return startRepeatingJob({
		intervalMs,
		round: () => escalateDueTasks({ db, now: now(), deadline: Date.now() + PUSH_ROUND_BUDGET_MS }),
		onError: (error) => {
			logger.error({ err: error }, "moving tasks that became urgent failed");
			return 0;
		},
	});
}
