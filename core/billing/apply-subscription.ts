import { eq, lt, or } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import type { Db } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { subscription } from "#db/schema/billing.ts";
import { toPlanView } from "./plan-view.ts";

type Status = (typeof subscription.status.enumValues)[number];

/** What billing keeps of a Stripe subscription, read from Stripe's current state of it. */
export type SubscriptionFacts = {
	id: string;
	customerId: string | null;
	/** `metadata.userId`, set on the subscription when checkout starts. */
	metadataUserId: string | null;
	status: Status;
	currentPeriodEnd: Date | null;
	cancelAtPeriodEnd: boolean;
};

type Options = {
	/** A transaction: the caller records the Stripe event in the same one. */
	tx: Db;
	facts: SubscriptionFacts;
	/** Another way Stripe named the user (a checkout session's client_reference_id), for a subscription without metadata. */
	userIdHint?: string | null;
	/** When the facts were read from Stripe: an older reading never overwrites a newer one. */
	syncedAt: Date;
};

// Statuses in which a subscription is (or may again become) what the user pays for.
const LIVE_STATUSES: ReadonlySet<Status> = new Set(["active", "trialing", "past_due"]);

/**
 * Records Stripe's current state of a subscription as its user's plan row, and logs a change when the row changes.
 * The user is the one named in the subscription's metadata, else the one already linked to the subscription or
 * customer, else the hint. Answers undefined when no user of this app matches (nothing is written then).
 *
 * past_due_since is set when the subscription enters past_due, kept while it stays past_due and cleared otherwise;
 * the grace period counts from it (core/plans/is-pro.ts).
 */
export async function applySubscription({ tx, facts, userIdHint, syncedAt }: Options) {
	const userId = await findUserId(tx, facts, userIdHint);
	if (!userId) return undefined;
	const [existing] = await tx.select().from(subscription).where(eq(subscription.userId, userId)).for("update");
	// A late event about an old, ended subscription must not replace the one the user has now.
	const isOtherSubscription = existing?.stripeSubscriptionId && existing.stripeSubscriptionId !== facts.id;
	if (isOtherSubscription && LIVE_STATUSES.has(existing.status) && !LIVE_STATUSES.has(facts.status)) {
		return { userId, isChanged: false };
	}
	const wasPastDue = existing?.status === "past_due" && !isOtherSubscription;
	const row = {
		userId,
		stripeCustomerId: facts.customerId ?? existing?.stripeCustomerId ?? null,
		stripeSubscriptionId: facts.id,
		status: facts.status,
		currentPeriodEnd: facts.currentPeriodEnd,
		cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
		pastDueSince: facts.status === "past_due" ? (wasPastDue && existing?.pastDueSince) || syncedAt : null,
		updatedAt: syncedAt,
	};
	const [written] = await tx
		.insert(subscription)
		.values(row)
		.onConflictDoUpdate({
			target: subscription.userId,
			set: row,
			// Two deliveries processed at once: the one that read Stripe later wins, whichever commits last.
			setWhere: lt(subscription.updatedAt, syncedAt),
		})
		.returning();
	if (!written || (existing && isSameState(existing, written))) return { userId, isChanged: false };
	// The plan as GET /api/v1/billing/status answers it, so a tab can show it as it is.
	await appendChange(tx, userId, {
		entity: "subscription",
		entityId: userId,
		action: existing ? "updated" : "created",
		data: toPlanView(written, syncedAt),
	});
	return { userId, isChanged: true };
}

async function findUserId(tx: Db, facts: SubscriptionFacts, userIdHint: string | null | undefined) {
	if (facts.metadataUserId && (await userExists(tx, facts.metadataUserId))) return facts.metadataUserId;
	const links = [eq(subscription.stripeSubscriptionId, facts.id)];
	if (facts.customerId) links.push(eq(subscription.stripeCustomerId, facts.customerId));
	const [linked] = await tx
		.select({ userId: subscription.userId })
		.from(subscription)
		.where(or(...links))
		.limit(1);
	if (linked) return linked.userId;
	if (userIdHint && (await userExists(tx, userIdHint))) return userIdHint;
	return undefined;
}

async function userExists(tx: Db, userId: string): Promise<boolean> {
	const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
	return found !== undefined;
}

type State = typeof subscription.$inferSelect;

function isSameState(before: State, after: State): boolean {
	return (
		before.status === after.status &&
		before.stripeSubscriptionId === after.stripeSubscriptionId &&
		before.stripeCustomerId === after.stripeCustomerId &&
		before.cancelAtPeriodEnd === after.cancelAtPeriodEnd &&
		before.currentPeriodEnd?.getTime() === after.currentPeriodEnd?.getTime() &&
		before.pastDueSince?.getTime() === after.pastDueSince?.getTime()
	);
}
