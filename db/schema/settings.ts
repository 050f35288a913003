import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
	PUSH_REMINDER_HOUR,
	type QuadrantSort,
	type ReminderOffsetMinutes,
	URGENCY_DAYS_DEFAULT,
} from "#core/constants.ts";
import { user } from "./auth.ts";
import { task } from "./tasks.ts";

/** A user's own settings, kept on the server so they follow the user to every device. One row per user, if any. */
export const userSettings = pgTable("user_settings", {
	userId: text("user_id")
		.primaryKey()
		.references(() => user.id, { onDelete: "cascade" }),
	// How the matrix shows tasks; the same defaults as core/settings/view-option-defaults.ts.
	showDateTags: boolean("show_date_tags").notNull().default(true),
	showDescriptions: boolean("show_descriptions").notNull().default(true),
	showCompletedBadge: boolean("show_completed_badge").notNull().default(true),
	hideCompleted: boolean("hide_completed").notNull().default(true),
	phoneGrid: boolean("phone_grid").notNull().default(true),
	quadrantSort: text("quadrant_sort").$type<QuadrantSort>().notNull().default("manual"),
	// The same defaults as core/settings/user-setting-defaults.ts (which says why).
	notificationsEnabled: boolean("notifications_enabled").notNull().default(true),
	newsletterSubscribed: boolean("newsletter_subscribed").notNull().default(false),
	/** IANA zone the browser reported; reminder times are read on its clock. Null until a browser sends one (UTC). */
	timeZone: text("time_zone"),
	reminderOffsetMinutes: integer("reminder_offset_minutes").$type<ReminderOffsetMinutes>().notNull().default(0),
	reminderHour: integer("reminder_hour").notNull().default(PUSH_REMINDER_HOUR),
	/** "HH:MM" wall-clock times in the user's zone; both null or both set (the API refuses half). */
	quietHoursStart: text("quiet_hours_start"),
	quietHoursEnd: text("quiet_hours_end"),
	/** "HH:MM" in the user's zone; null: no daily digest. */
	dailyDigestTime: text("daily_digest_time"),
	dailyDigestByEmail: boolean("daily_digest_by_email").notNull().default(false),
	/** The page language the digest was last set up in: the mail is written in it (push uses each browser's). */
	dailyDigestLocale: text("daily_digest_locale"),
	/** The user's local date of the last digest claimed: one instance's update wins it, once a day. */
	dailyDigestSentOn: date("daily_digest_sent_on"),
	/**
	 * A task becomes urgent this many days before it is due; null: the rule is off. On for rows written from now on,
	 * off for the users there were before it (migration 0019 clears theirs), until they turn it on.
	 */
	urgencyDays: integer("urgency_days").default(URGENCY_DAYS_DEFAULT),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One browser's Push API subscription. The endpoint names the browser, so it belongs to whoever subscribed last. */
export const pushSubscription = pgTable(
	"push_subscription",
	{
		endpoint: text("endpoint").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => user.id, { onDelete: "cascade" }),
		p256dh: text("p256dh").notNull(),
		auth: text("auth").notNull(),
		/** The language the browser used when subscribing: notifications are written in it. */
		locale: text("locale").notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index("push_subscription_user_id_idx").on(table.userId)],
);

/**
 * A due-date reminder claimed for sending; the key makes each reminder go out once across all instances. The
 * reminder's own time is part of the key, so a task given another due date or time is reminded again.
 */
export const pushReminder = pgTable(
	"push_reminder",
	{
		taskId: uuid("task_id")
			.notNull()
			.references(() => task.id, { onDelete: "cascade" }),
		dueDate: date("due_date").notNull(),
		/**
		 * The instant the reminder was for (the due time less the user's offset, before quiet hours held it). The
		 * default only fills claims made before reminders had times: they were all for 09:00 on their due date.
		 */
		remindAt: timestamp("remind_at", { withTimezone: true }).notNull().default(sql`'epoch'`),
		userId: text("user_id")
			.notNull()
			.references(() => user.id, { onDelete: "cascade" }),
		sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [primaryKey({ columns: [table.taskId, table.dueDate, table.remindAt] })],
);
