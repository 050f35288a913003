import type { Logger } from "pino";

/** Values the middleware chain puts on Hono's context for later handlers. */
export type AppEnv = {
	Variables: {
		requestId: string;
		logger: Logger;
		secureHeadersNonce?: string;
	};
};
