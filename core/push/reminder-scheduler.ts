import type { Logger } from "pino";
import { PUSH_REMINDER_INTERVAL_MS } from "#core/constants.ts";
import type { Db } from "#db/client.server.ts";
import { sendDueReminders } from "./send-due-reminders.ts";
import { resolveVapidKeys, type VapidKeys } from "./vapid-keys.ts";

type SchedulerOptions = {
	db: Db;
	vapidKeys: VapidKeys | undefined;
	subject: string;
	logger: Pick<Logger, "warn" | "info" | "error">;
	intervalMs?: number;
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
	now = () => new Date(),
}: SchedulerOptions) {
	let vapid: Promise<VapidKeys> | undefined;
	let running: Promise<unknown> = Promise.resolve();
	const runOnce = () => {
		vapid ??= resolveVapidKeys({ db, configured: vapidKeys });
		running = vapid
			.then((keys) => sendDueReminders({ db, now: now(), vapid: keys, subject, logger }))
			.catch((error: unknown) => {
				vapid = undefined;
				logger.error({ err: error }, "sending due reminders failed");
				return 0;
			});
		return running as Promise<number>;
	};
	const timer = setInterval(() => void runOnce(), intervalMs);
	timer.unref();
	return {
		runOnce,
		/** Stops the timer and waits for a round in progress, so the database can close after it. */
		async stop() {
			clearInterval(timer);
			await running;
		},
	};
}
