import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/lib/request-context.ts";
import type { PlanFacts } from "./software-application.tsx";

/** Pro's prices and the Free limit, as the pricing page states them; null without plans (BILLING_MODE=off). */
export function planFacts(context: Readonly<RouterContextProvider>): PlanFacts | null {
	const { prices, freeTasksPerQuadrant, billingMode } = context.get(requestContext);
	return billingMode === "off" ? null : { prices, freeTasksPerQuadrant };
}
