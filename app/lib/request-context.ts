import type { Logger } from "pino";
import { createContext } from "react-router";
import type { Auth, AuthSession } from "#core/auth/create-auth.server.ts";
import type { Locale } from "#core/constants.ts";
import type { Database } from "#db/client.server.ts";

/** What the Hono host hands each React Router request: resolved once per request, read by loaders. */
export type RequestContextValue = {
	requestId: string;
	nonce: string;
	/** The public origin, for absolute links such as hreflang alternates. */
	baseUrl: string;
	preferredLocale: Locale;
	logger: Logger;
	database: Database;
	auth: Auth;
	isGoogleEnabled: boolean;
	/** FREE_TASKS_PER_QUADRANT: the Free plan's limit, which the matrix checks before asking the server. */
	freeTasksPerQuadrant: number;
	/** No Stripe keys: checkout is the in-app test page, which charges nothing. */
	isBillingTestMode: boolean;
	/** The visitor's session (at most one lookup per request), or null. */
	getSession: () => Promise<AuthSession | null>;
};

// The host reads this key through the server build (entry.server re-exports it) so both sides share one object.
export const requestContext = createContext<RequestContextValue>();
