import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { type Locale, PUSH_ROUND_BUDGET_MS } from "#core/constants.ts";
import { USER_SETTING_DEFAULTS } from "#core/settings/user-setting-defaults.ts";
import type { Db } from "#db/client.server.ts";
import { pushReminder, pushSubscription, userSettings } from "#db/schema/settings.ts";
import { task } from "#db/schema/tasks.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import { type PushRound, pushToUser } from "./push-to-user.ts";
import { afterQuietHours, candidateDueDates, instantOf, isReminderDue, reminderInstant } from "./reminder-time.ts";

type Options = Omit<PushRound, "deadline"> & {
	now: Date;
	/** Wall-clock time this round may take; reminders not claimed by then wait for the next round. */
	budgetMs?: number;
};

/**
 * Sends the reminders due at `now`: one per open task with a due date, at the time its owner's settings give it
 * (reminder-time.ts), to each browser the owner subscribed, while the owner keeps notifications enabled. Each
 * reminder is claimed by inserting its (task, due date, reminder instant) row first, so of several instances
 * running this at once exactly one sends it, and a task given another due date or time (or an owner who picks
 * another offset or hour) is reminded again at the new time. The round keeps to a time budget, so slow push
 * services cannot stretch it into the next. Returns how many reminders this call claimed.
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
			dueTime: task.dueTime,
			timeZone: userSettings.timeZone,
			reminderOffsetMinutes: userSettings.reminderOffsetMinutes,
			reminderHour: userSettings.reminderHour,
			quietHoursStart: userSettings.quietHoursStart,
			quietHoursEnd: userSettings.quietHoursEnd,
		})
		.from(task)
		.leftJoin(userSettings, eq(userSettings.userId, task.userId))
		.where(
			and(
				ne(task.status, "done"),
				inArray(task.dueDate, candidateDueDates(now)),
				// No settings row yet means the defaults, and notifications are on by default.
				sql`coalesce(${userSettings.notificationsEnabled}, true)`,
				sql`exists (select 1 from ${pushSubscription} where ${pushSubscription.userId} = ${task.userId})`,
			),
		);
	const due = candidates.flatMap(({ dueDate, ...candidate }) => {
		if (!dueDate) return [];
		const preferences = {
			timeZone: candidate.timeZone,
			reminderOffsetMinutes: candidate.reminderOffsetMinutes ?? USER_SETTING_DEFAULTS.reminderOffsetMinutes,
			reminderHour: candidate.reminderHour ?? USER_SETTING_DEFAULTS.reminderHour,
			quietHoursStart: candidate.quietHoursStart,
			quietHoursEnd: candidate.quietHoursEnd,
		};
		const remindAt = reminderInstant({ dueDate, dueTime: candidate.dueTime, preferences });
		const sendAt = afterQuietHours(remindAt, preferences);
		return isReminderDue({ now, sendAt }) ? [{ ...candidate, dueDate, remindAt }] : [];
	});
	const alreadySent = await sentClaims(db, due);
	let claimed = 0;
	for (const reminder of due) {
		// A claim from before reminders had times (remind_at 'epoch') covered its whole due date.
		const legacy = { ...reminder, remindAt: new Date(0) };
		if (alreadySent.has(claimKey(reminder)) || alreadySent.has(claimKey(legacy))) continue;
		if (Date.now() >= deadline) {
			options.logger.warn({ claimed }, "push reminders: the round ran out of time, the rest wait for the next");
			break;
		}
		const { taskId, userId, dueDate, remindAt } = reminder;
		const [claim] = await db
			.insert(pushReminder)
			.values({ taskId, dueDate, remindAt, userId, sentAt: now })
			.onConflictDoNothing()
			.returning({ taskId: pushReminder.taskId });
		if (!claim) continue;
		claimed += 1;
		await pushToUser({
			round: { ...options, deadline },
			userId,
			payloadIn: (locale) => ({
				...reminderText(reminder, locale),
				tag: `reminder-${reminder.taskId}-${reminder.dueDate}`,
			}),
			about: { taskId },
		});
	}
	return claimed;
}

const claimKey = (claim: { taskId: string; dueDate: string; remindAt: Date }) =>
	`${claim.taskId} ${claim.dueDate} ${claim.remindAt.getTime()}`;

/** The claims already made for these reminders' tasks, read at once so a round does not try each insert again. */
async function sentClaims(db: Db, reminders: { taskId: string }[]): Promise<Set<string>> {
	if (reminders.length === 0) return new Set();
	const rows = await db
		.select({ taskId: pushReminder.taskId, dueDate: pushReminder.dueDate, remindAt: pushReminder.remindAt })
		.from(pushReminder)
		.where(inArray(pushReminder.taskId, [...new Set(reminders.map((reminder) => reminder.taskId))]));
	return new Set(rows.map(claimKey));
}

type Reminder = {
	taskId: string;
	userId: string;
	title: string;
	dueDate: string;
	dueTime: string | null;
	timeZone: string | null;
};

/** A reminder's title and body in `locale`: a task with a due time names its day and time on the user's clock. */
function reminderText(reminder: Reminder, locale: Locale) {
	const t = translatorFor(locale);
	if (reminder.dueTime === null) {
		return { title: t("push.reminderTitle"), body: t("push.reminderBody", { title: reminder.title }) };
	}
	const timeZone = reminder.timeZone ?? "UTC";
	const dueAt = instantOf({ date: reminder.dueDate, time: reminder.dueTime.slice(0, 5) }, timeZone);
	const when = new Intl.DateTimeFormat(locale, {
		timeZone,
		weekday: "long",
		month: "long",
		day: "numeric",
		hour: "numeric",
		minute: "2-digit",
	}).format(dueAt);
	return { title: t("push.reminderTimedTitle"), body: t("push.reminderTimedBody", { title: reminder.title, when }) };
}
