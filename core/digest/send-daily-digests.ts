import { and, count, eq, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import { type PushRound, pushToUser } from "#core/push/push-to-user.ts";
import { instantOf, wallClockAt } from "#core/push/reminder-time.ts";
import type { Db } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { userSettings } from "#db/schema/settings.ts";
import { task } from "#db/schema/tasks.ts";
import { type DigestCounts, digestMail, digestText } from "./digest-text.ts";

type Options = PushRound & {
	now: Date;
	/** Mail delivery; without one (or without a base URL for the link) the digest goes by push only. */
	mail?: { mailer: Mailer; baseUrl: string } | undefined;
};

/**
 * Sends each user who asked for a daily digest theirs, once per day of their own calendar: from the chosen time
 * (on their clock) to the end of that day, so an instance that was down still sends it later the same day. Of
 * several instances, the one whose update moves `daily_digest_sent_on` to today sends it. A day with nothing due
 * and nothing overdue is claimed but says nothing. Push goes to the user's browsers while notifications are on;
 * mail only when they opted in and their address is verified. Returns how many digests this call claimed.
 */
export async function sendDailyDigests({ mail, ...options }: Options): Promise<number> {
	const { db, now } = options;
	const subscribers = await db
		.select({
			userId: userSettings.userId,
			timeZone: userSettings.timeZone,
			time: userSettings.dailyDigestTime,
			byEmail: userSettings.dailyDigestByEmail,
			locale: userSettings.dailyDigestLocale,
			sentOn: userSettings.dailyDigestSentOn,
			notificationsEnabled: userSettings.notificationsEnabled,
			email: user.email,
			emailVerified: user.emailVerified,
		})
		.from(userSettings)
		.innerJoin(user, eq(user.id, userSettings.userId))
		.where(isNotNull(userSettings.dailyDigestTime));
	let claimed = 0;
	for (const subscriber of subscribers) {
		if (Date.now() >= options.deadline) break;
		const timeZone = subscriber.timeZone ?? "UTC";
		const today = wallClockAt(now, timeZone).date;
		if (!subscriber.time || subscriber.sentOn === today) continue;
		if (now < instantOf({ date: today, time: subscriber.time }, timeZone)) continue;
		const [claim] = await db
			.update(userSettings)
			.set({ dailyDigestSentOn: today })
			.where(
				and(
					eq(userSettings.userId, subscriber.userId),
					or(isNull(userSettings.dailyDigestSentOn), ne(userSettings.dailyDigestSentOn, today)),
				),
			)
			.returning({ userId: userSettings.userId });
		if (!claim) continue;
		claimed += 1;
		const counts = await countDue(db, subscriber.userId, today);
		if (counts.dueToday === 0 && counts.overdue === 0) continue;
		if (subscriber.notificationsEnabled) {
			await pushToUser({
				round: options,
				userId: subscriber.userId,
				payloadIn: (locale) => ({ ...digestText(counts, locale), tag: `digest-${today}` }),
				about: { digest: today },
			});
		}
		if (mail && subscriber.byEmail && subscriber.emailVerified) {
			const locale = isLocale(subscriber.locale) ? subscriber.locale : DEFAULT_LOCALE;
			try {
				await mail.mailer.send(digestMail({ to: subscriber.email, counts, locale, baseUrl: mail.baseUrl }));
			} catch (error) {
				options.logger.warn({ err: error, digest: today }, "daily digest mail not sent");
			}
		}
	}
	return claimed;
}

/** The user's open tasks due on `today` (their calendar) and due before it. */
async function countDue(db: Db, userId: string, today: string): Promise<DigestCounts> {
	const [row] = await db
		.select({
			dueToday: count(sql`case when ${task.dueDate} = ${today} then 1 end`),
			overdue: count(sql`case when ${lt(task.dueDate, today)} then 1 end`),
		})
		.from(task)
		.where(and(eq(task.userId, userId), ne(task.status, "done"), isNotNull(task.dueDate)));
	return { dueToday: row?.dueToday ?? 0, overdue: row?.overdue ?? 0 };
}
