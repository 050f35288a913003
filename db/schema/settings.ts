import { boolean, date, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
	hideCompleted: boolean("hide_completed").notNull().default(false),
	// The same defaults as core/settings/user-setting-defaults.ts (which says why).
	notificationsEnabled: boolean("notifications_enabled").notNull().default(true),
	newsletterSubscribed: boolean("newsletter_subscribed").notNull().default(false),
	/** IANA zone the browser reported; reminders go out at 09:00 there. Null until a browser sends one (UTC). */
	timeZone: text("time_zone"),
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

/** A due-date reminder claimed for sending; the key makes each reminder go out once across all instances. */
export const pushReminder = pgTable(
	"push_reminder",
	{
		taskId: uuid("task_id")
			.notNull()
			.references(() => task.id, { onDelete: "cascade" }),
		dueDate: date("due_date").notNull(),
		userId: text("user_id")
			.notNull()
			.references(() => user.id, { onDelete: "cascade" }),
		sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [primaryKey({ columns: [table.taskId, table.dueDate] })],
);
