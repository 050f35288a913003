import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";

/** The request better-auth is answering: its logger (which names the request id) and its path under /api/auth. */
type AuthRequestScope = { logger: Logger; path: string };

// better-auth calls its error handler, its logger and the password hash without the request: what they need of it
// travels with the async context instead (server/api/auth-routes.ts runs every auth request in one).
const scope = new AsyncLocalStorage<AuthRequestScope>();

export function inAuthRequest<T>(request: AuthRequestScope, work: () => T): T {
	return scope.run(request, work);
}

/** The auth request being answered, or undefined outside one (better-auth's own jobs, direct `auth.api` calls). */
export function currentAuthRequest(): AuthRequestScope | undefined {
	return scope.getStore();
}
