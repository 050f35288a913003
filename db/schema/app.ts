import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Secrets the app generates for itself once (e.g. the auth secret when none is configured), shared by instances. */
export const appSecret = pgTable("app_secret", {
	name: text("name").primaryKey(),
	value: text("value").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Outside production with no SMTP configured, sent mail lands here so a local user can follow its links. */
export const devMail = pgTable("dev_mail", {
	id: uuid("id").primaryKey().defaultRandom(),
	to: text("to").notNull(),
	subject: text("subject").notNull(),
	text: text("text").notNull(),
	html: text("html").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
