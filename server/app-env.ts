import type { Logger } from "pino";
import type { AuthSession } from "#core/auth/create-auth.server.ts";

/** Values the middleware chain puts on Hono's context for later handlers. */
export type AppEnv = {
	Variables: {
		requestId: string;
		logger: Logger;
		secureHeadersNonce?: string;
		/** Set by requireSession on /api/v1 routes. */
		session: AuthSession;
		/** The version of the user's boards and tasks, when requireSession read it with the session (ADR 0037). */
		dataVersion?: string;
	};
};
