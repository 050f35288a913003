import type { Config } from "#config/env.server.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import type { Database } from "#db/client.server.ts";
import { startAnonymousUsersPurge } from "./jobs/anonymous-users-purge.ts";
import { startChangeLogPruning } from "./jobs/change-log-pruning.ts";
import { startDigestScheduler } from "./jobs/daily-digests.ts";
import { startExpiredRowsPurge } from "./jobs/expired-rows-purge.ts";
import { startIdleMemoryReclaim } from "./jobs/idle-memory-reclaim.ts";
import { startReminderScheduler } from "./jobs/push-reminders.ts";
import { startUrgencyEscalation } from "./jobs/urgency-escalation.ts";
import type { Logger } from "./logger.server.ts";
import type { Secrets } from "./start.ts";

export type JobContext = { config: Config; logger: Logger; database: Database; secrets: Secrets; mailer: Mailer };

/** A running job: shutdown calls `stop` and waits for it, before the server and the database close. */
export type RunningJob = { stop: () => Promise<void> };

/**
 * Every background job this process runs, started once the server listens. Each instance runs all of them, so a
 * job that must happen once (a reminder, a pruning round) claims its work in the database. To add a job, add a line.
 */
const BACKGROUND_JOBS: ReadonlyArray<readonly [name: string, start: (context: JobContext) => RunningJob]> = [
	[
		"push reminders",
		({ config, logger, database, secrets }) =>
			startReminderScheduler({
				db: database.db,
				vapidKeys: secrets.vapidKeys,
				subject: config.vapidSubject,
				logger,
			}),
	],
	[
		"daily digests",
		({ config, logger, database, secrets, mailer }) =>
			startDigestScheduler({
				db: database.db,
				vapidKeys: secrets.vapidKeys,
				subject: config.vapidSubject,
				logger,
				mail: { mailer, baseUrl: config.baseUrl },
			}),
	],
	[
		"urgency escalation",
		({ config, logger, database }) =>
			startUrgencyEscalation({ db: database.db, logger, intervalMs: config.urgencyEscalationIntervalMs }),
	],
	[
		"change-log pruning",
		({ config, logger, database }) =>
			startChangeLogPruning({
				db: database.db,
				logger,
				retentionDays: config.changeLogRetentionDays,
				maxPerUser: config.changeLogMaxPerUser,
			}),
	],
	["expired-rows purge", ({ logger, database }) => startExpiredRowsPurge({ db: database.db, logger })],
	[
		"anonymous users purge",
		({ config, logger, database }) =>
			startAnonymousUsersPurge({ db: database.db, logger, retentionDays: config.anonymousUserRetentionDays }),
	],
	["memory reclaim after load", ({ logger }) => startIdleMemoryReclaim({ logger })],
];

/** The jobs' names, in the order they start: docs/ARCHITECTURE.md lists them so (scripts/docs-match-code.test.ts). */
export const BACKGROUND_JOB_NAMES: readonly string[] = BACKGROUND_JOBS.map(([name]) => name);

/** Starts the jobs in order; the returned `stop` stops them in reverse and waits for work in progress. */
export function startBackgroundJobs(context: JobContext): RunningJob {
	const running = BACKGROUND_JOBS.map(([name, start]) => {
		context.logger.debug({ job: name }, "background job started");
		return start(context);
	});
	return {
		stop: async () => {
			for (const job of running.reverse()) await job.stop();
		},
	};
}
