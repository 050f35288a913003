import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";
import { isPro } from "./is-pro.ts";
import type { Plan } from "./plan-name.ts";

let isEveryoneOnPro = false;

/**
 * BILLING_MODE=off: a self-hosted instance without plans, where every user has every feature. A setting of the whole
 * process (server/index.ts applies the configuration's), so that every gate, however deep, asks one place.
 */
export function setEveryoneOnPro(value: boolean) {
	isEveryoneOnPro = value;
}

/** The one place that decides a user's plan on the server; every gate asks it. No subscription means Free. */
export async function planOf(db: Db, userId: string): Promise<Plan> {
	if (isEveryoneOnPro) return "pro";
	const [row] = await db
		.select({ status: subscription.status, pastDueSince: subscription.pastDueSince })
		.from(subscription)
		.where(eq(subscription.userId, userId));
	return row && isPro(row, new Date()) ? "pro" : "free";
}
