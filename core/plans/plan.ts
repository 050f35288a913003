import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";
import { isPro } from "./is-pro.ts";
import type { Plan } from "./plan-name.ts";

/** The one place that decides a user's plan on the server; every gate asks it. No subscription means Free. */
export async function planOf(db: Db, userId: string): Promise<Plan> {
	const [row] = await db
		.select({ status: subscription.status, pastDueSince: subscription.pastDueSince })
		.from(subscription)
		.where(eq(subscription.userId, userId));
	return row && isPro(row, new Date()) ? "pro" : "free";
}
