import { isPro } from "#core/plans/is-pro.ts";
import type { subscription } from "#db/schema/billing.ts";
import type { BillingStatus } from "./checkout.schema.ts";

/** The user's plan as GET /api/v1/billing/status answers it, less the server's mode; also what live sync sends. */
export type PlanView = Omit<BillingStatus, "isTestMode">;

/** No subscription row means Free. */
export function toPlanView(row: typeof subscription.$inferSelect | undefined, now: Date): PlanView {
	return {
		plan: row && isPro(row, now) ? "pro" : "free",
		status: row?.status ?? null,
		currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
		cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
	};
}
