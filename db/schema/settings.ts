import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

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
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
