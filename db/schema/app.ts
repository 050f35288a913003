import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

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

/**
 * One row per round of a claimed-once background job (the job's name and its round's start): the instance that
 * inserts it first does the round's work (core/housekeeping/claim-job-round.ts).
 */
export const jobRound = pgTable(
	"job_round",
	{
		job: text("job").notNull(),
		round: timestamp("round", { withTimezone: true }).notNull(),
		claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [primaryKey({ columns: [table.job, table.round] })],
);
