import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { subscription } from "#db/schema/billing.ts";
import type { BillingStatus } from "./checkout.schema.ts";
import { toPlanView } from "./plan-view.ts";

/** The user's plan and subscription as billing last recorded them; no subscription row means Free. */
export async function getBillingStatus({
	db,
	userId,
	isTestMode,
}: {
	db: Db;
	userId: string;
	isTestMode: boolean;
}): Promise<BillingStatus> {
	const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
	return { ...toPlanView(row, new Date()), isTestMode };
}
