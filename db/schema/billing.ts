import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * A user's subscription, as Stripe last reported it. One row per user, if any; no row means Free.
 * Whether the user is Pro follows from `status` and `past_due_since` (core/plans/is-pro.ts).
 */
export const subscription = pgTable("subscription", {
	userId: text("user_id")
		.primaryKey()
		.references(() => user.id, { onDelete: "cascade" }),
	plan: text("plan").notNull().default("pro"),
	stripeCustomerId: text("stripe_customer_id").unique(),
	stripeSubscriptionId: text("stripe_subscription_id").unique(),
	// Stripe's subscription statuses, stored as Stripe names them.
	status: text("status", {
		enum: ["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid", "paused"],
	}).notNull(),
	currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
	cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
	// When the status became past_due: the grace period counts from here.
	pastDueSince: timestamp("past_due_since", { withTimezone: true }),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stripe events already acted on, written in the transaction that applies the event, so a redelivered event is
 * acknowledged without acting twice. A failed event is not recorded: Stripe's retry gets a fresh attempt.
 */
export const stripeEvent = pgTable("stripe_event", {
	id: text("id").primaryKey(),
	type: text("type").notNull(),
	receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
