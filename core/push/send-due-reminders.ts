import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { DEFAULT_LOCALE, isLocale, PUSH_REQUEST_TIMEOUT_MS, PUSH_ROUND_BUDGET_MS } from "#core/constants.ts";
import type { Db } from "#db/client.server.ts";
import { pushReminder, pushSubscription, userSettings } from "#db/schema/settings.ts";
import { task } from "#db/schema/tasks.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import type { PushEndpointPolicy } from "./push-endpoint-policy.ts";
import { candidateDueDates, isReminderDue } from "./reminder-time.ts";
import { sendPush } from "./send-push.ts";
import type { VapidKeys } from "./vapid-keys.ts";

type Options = {
	db: Db;
	now: Date;
	vapid: VapidKeys;
	subject: string;
	logger: Pick<Logger, "warn" | "info">;
	policy: PushEndpointPolicy;
	/** Wall-clock time this round may take; reminders not claimed by then wait for the next round. */
	budgetMs?: number;
};

/**
 * Sends the reminders due at `now`: one per open task whose due date is today in its owner's zone, from 09:00,
 * to each browser the owner subscribed, while the owner keeps notifications enabled. Each reminder is claimed by
 * inserting its (task, due date) row first, so of several instances running this at once exactly one sends it.
 * The round keeps to a time budget, so slow push services cannot stretch it into the next. Returns how many
 * reminders this call claimed.
 */
export async function sendDueReminders({ budgetMs = PUSH_ROUND_BUDGET_MS, ...options }: Options): Promise<number> {
	const { db, now } = options;
	const deadline = Date.now() + budgetMs;
	const candidates = await db
		.select({
			taskId: task.id,
			userId: task.userId,
			title: task.title,
			dueDate: task.dueDate,
			timeZone: userSettings.timeZone,
		})
		.from(task)
		.leftJoin(userSettings, eq(userSettings.userId, task.userId))
		.leftJoin(pushReminder, and(eq(pushReminder.taskId, task.id), eq(pushReminder.dueDate, task.dueDate)))
		.where(
			and(
				ne(task.status, "done"),
				inArray(task.dueDate, candidateDueDates(now)),
				isNull(pushReminder.taskId),
				// No settings row yet means the defaults, and notifications are on by default.
				sql`coalesce(${userSettings.notificationsEnabled}, true)`,
				sql`exists (select 1 from ${pushSubscription} where ${pushSubscription.userId} = ${task.userId})`,
			),
		);
	let claimed = 0;
	for (const candidate of candidates) {
		if (Date.now() >= deadline) {
			options.logger.warn({ claimed }, "push reminders: the round ran out of time, the rest wait for the next");
			break;
		}
		const dueDate = candidate.dueDate;
		if (!dueDate || !isReminderDue({ now, dueDate, timeZone: candidate.timeZone })) continue;
		const [claim] = await db
			.insert(pushReminder)
			.values({ taskId: candidate.taskId, dueDate, userId: candidate.userId, sentAt: now })
			.onConflictDoNothing()
			.returning({ taskId: pushReminder.taskId });
		if (!claim) continue;
		claimed += 1;
		await remind({ ...options, deadline, reminder: { ...candidate, dueDate } });
	}
	return claimed;
}

type Reminder = { taskId: string; userId: string; title: string; dueDate: string };

/** Posts the reminder to each of the owner's browsers at once: at most PUSH_SUBSCRIPTIONS_PER_USER of them. */
async function remind({
	db,
	vapid,
	subject,
	logger,
	policy,
	deadline,
	reminder,
}: Omit<Options, "now" | "budgetMs"> & { deadline: number; reminder: Reminder }) {
	const targets = await db.select().from(pushSubscription).where(eq(pushSubscription.userId, reminder.userId));
	// A reminder already claimed still goes out, with at least a second to do so.
	const timeoutMs = Math.min(PUSH_REQUEST_TIMEOUT_MS, Math.max(1000, deadline - Date.now()));
	const send = async (target: (typeof targets)[number]) => {
		const locale = isLocale(target.locale) ? target.locale : DEFAULT_LOCALE;
		const t = translatorFor(locale);
		const payload = {
			title: t("push.reminderTitle"),
			body: t("push.reminderBody", { title: reminder.title }),
			tag: `reminder-${reminder.taskId}-${reminder.dueDate}`,
			url: locale === DEFAULT_LOCALE ? "/matrix" : `/${locale}/matrix`,
		};
		const { outcome, status } = await sendPush({ target, payload, vapid, subject, policy, timeoutMs });
		if (outcome === "gone") {
			await db.delete(pushSubscription).where(eq(pushSubscription.endpoint, target.endpoint));
			logger.info({ status }, "push subscription gone: removed");
		} else if (outcome === "failed") {
			logger.warn({ status, taskId: reminder.taskId }, "push reminder not delivered");
		} else if (outcome === "refused") {
			// Kept rather than deleted: a name that resolved to a private address may be a passing DNS fault.
			logger.warn({ taskId: reminder.taskId }, "push reminder not sent: the endpoint is not a public address");
		}
	};
	await Promise.all(targets.map(send));
}
