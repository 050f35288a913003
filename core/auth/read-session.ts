import type { Auth } from "./create-auth.server.ts";
import { unlessOutlived } from "./session-lifetime.ts";

/**
 * The session a request's cookie names, with its user (one query, ADR 0013), or null: none, revoked, expired, or past
 * its absolute lifetime. Every reader of the session goes through here, so each applies the same lifetimes.
 */
export async function readSession(auth: Auth, headers: Headers) {
	return unlessOutlived(await auth.api.getSession({ headers }));
}
