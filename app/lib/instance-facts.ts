import type { RouterContextProvider } from "react-router";
import type { InstanceFacts } from "#app/content/legal/document.ts";
import { requestContext } from "./request-context.ts";

/** The loader of a page that states facts about this instance (operator, limits): nothing depends on the visitor. */
export async function instanceFactsLoader({
	context,
}: {
	context: Readonly<RouterContextProvider>;
}): Promise<InstanceFacts> {
	const { operator, authRateLimitPerMinute, changeLogRetentionDays, anonymousUserRetentionDays, isGoogleEnabled } =
		context.get(requestContext);
	return { operator, authRateLimitPerMinute, changeLogRetentionDays, anonymousUserRetentionDays, isGoogleEnabled };
}
