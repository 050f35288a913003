import type { Logger } from "pino";
import { PUSH_REMINDER_INTERVAL_MS } from "#core/constants.ts";
import { PUBLIC_PUSH_ENDPOINTS, type PushEndpointPolicy } from "#core/push/push-endpoint-policy.ts";
import { sendDueReminders } from "#core/push/send-due-reminders.ts";
import type { VapidKeys } from "#core/push/vapid-keys.ts";
import type { Db } from "#db/client.server.ts";
import { startRepeatingJob } from "./repeating-job.ts";

type SchedulerOptions = {
	db: Db;
	/** Resolved once at start-up (server/start.ts resolveSecrets): every instance signs with the same pair. */
	vapidKeys: VapidKeys;
	subject: string;
	logger: Pick<Logger, "warn" | "info" | "error">;
	intervalMs?: number;
	/** Public https push services only, unless a test allows its loopback receiver. */
	policy?: PushEndpointPolicy;
	/** How long one round may take (PUSH_ROUND_BUDGET_MS unless a test says otherwise). */
	budgetMs?: number;
	/** The clock, injected so tests decide what time it is. */
	now?: () => Date;
};

/**
 * Looks for due reminders every minute on this instance. Every instance runs one: the claim in sendDueReminders
 * makes each reminder go out once. The timer never keeps the process alive, and a failed round is logged and the
 * next one tries again.
 */
export function startReminderScheduler({
	db,
	vapidKeys,
	subject,
	logger,
	intervalMs = PUSH_REMINDER_INTERVAL_MS,
	policy = PUBLIC_PUSH_ENDPOINTS,
	budgetMs,
	now = () => new Date(),
}: SchedulerOptions) {
	return startRepeatingJob({
		intervalMs,
		round: async () => {
			return sendDueReminders({ db, now: now(), vapid: vapidKeys, subject, logger, policy, budgetMs });
		},
		onError: (error) => {
			logger.error({ err: error }, "sending due reminders failed");
			return 0;
		},
	});
}
