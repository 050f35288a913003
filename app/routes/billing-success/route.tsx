import { requestContext } from "#app/lib/request-context.ts";
import { requireSession } from "#app/lib/session.server.ts";
import { planOf } from "#core/plans/plan.ts";
import type { Route } from "./+types/route";
import { SubscriptionConfirmation } from "./subscription-confirmation.tsx";

// Where checkout returns. Already Pro (test mode, or a quick webhook) renders the welcome at once; otherwise the
// page waits for billing to confirm the subscription.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const session = await requireSession(request, context, params.lang);
	return { plan: await planOf(context.get(requestContext).database.db, session.user.id) };
}

export default function BillingSuccessPage({ loaderData }: Route.ComponentProps) {
	return <SubscriptionConfirmation isInitiallyPro={loaderData.plan === "pro"} />;
}
