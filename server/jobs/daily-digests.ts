import type { Logger } from "pino";
import { PUSH_REMINDER_INTERVAL_MS, PUSH_ROUND_BUDGET_MS } from "#core/constants.ts";
import { sendDailyDigests } from "#core/digest/send-daily-digests.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import { PUBLIC_PUSH_ENDPOINTS, type PushEndpointPolicy } from "#core/push/push-endpoint-policy.ts";
import type { VapidKeys } from "#core/push/vapid-keys.ts";
import type { Db } from "#db/client.server.ts";
import { startRepeatingJob } from "./repeating-job.ts";

type SchedulerOptions = {
	db: Db;
	/** Resolved once at start-up (server/start.ts resolveSecrets): every instance signs with the same pair. */
	vapidKeys: VapidKeys;
	subject: string;
	logger: Pick<Logger, "warn" | "info" | "error">;
	/** Mail for users who opted in; the link in it points at `baseUrl`. */
	mail?: { mailer: Mailer; baseUrl: string };
	intervalMs?: number;
	/** Public https push services only, unless a test allows its loopback receiver. */
	policy?: PushEndpointPolicy;
	/** The clock, injected so tests decide what time it is. */
	now?: () => Date;
};

/**
 * Looks every minute for users whose daily digest time has come. Every instance runs one: the claim in
 * sendDailyDigests makes each digest go out once a day. The timer never keeps the process alive, and a failed
 * round is logged and the next one tries again.
 */
export function startDigestScheduler({
	db,
	vapidKeys,
	subject,
	logger,
	mail,
	intervalMs = PUSH_REMINDER_INTERVAL_MS,
	policy = PUBLIC_PUSH_ENDPOINTS,
	now = () => new Date(),
}: SchedulerOptions) {
	return startRepeatingJob({
		intervalMs,
		round: async () => {
			const deadline = Date.now() + PUSH_ROUND_BUDGET_MS;
			return sendDailyDigests({ db, now: now(), vapid: vapidKeys, subject, logger, policy, deadline, mail });
		},
		onError: (error) => {
			logger.error({ err: error }, "sending daily digests failed");
			return 0;
		},
	});
}
