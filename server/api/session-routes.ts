import { Hono } from "hono";
import { listUserSessions } from "#core/auth/list-user-sessions.ts";
import { isRecentSignIn } from "#core/auth/recent-sign-in.ts";
import { revokeOtherUserSessions, revokeUserSession } from "#core/auth/revoke-user-sessions.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import type { AppEnv } from "../app-env.ts";
import { parseIdParam } from "../parse-json-body.ts";

/**
 * The signed-in user's devices (ASVS 7.4.5, 7.5.2): list them, end any one by its id, or all but this one. Session
 * tokens never leave their cookie, so the id names a session here. Ending others takes a recent sign-in, so that a
 * stolen session cannot sign its owner out; an anonymous user has nothing to sign in again with.
 */
export function sessionRoutes({ db }: { db: Db }) {
	return new Hono<AppEnv>()
		.get("/account/sessions", async (c) => {
			const { session, user } = c.get("session");
			const sessions = await listUserSessions({
				db,
				userId: user.id,
				isAnonymous: user.isAnonymous === true,
				currentSessionId: session.id,
			});
			return c.json({ sessions });
		})
		.delete("/account/sessions/others", async (c) => {
			const { session, user } = c.get("session");
			refuseUnlessRecentSignIn(c.get("session"));
			const revoked = await revokeOtherUserSessions({ db, userId: user.id, currentSessionId: session.id });
			c.get("logger").info({ userId: user.id, revoked }, "other sessions revoked");
			return c.json({ revoked });
		})
		.delete("/account/sessions/:id", async (c) => {
			const { id } = parseIdParam(c, "auth");
			const { user } = c.get("session");
			refuseUnlessRecentSignIn(c.get("session"));
			await revokeUserSession({ db, userId: user.id, sessionId: id });
			c.get("logger").info({ userId: user.id }, "session revoked");
			return c.body(null, 204);
		});
}

function refuseUnlessRecentSignIn({ session, user }: AppEnv["Variables"]["session"]) {
	if (!user.isAnonymous && !isRecentSignIn(session.createdAt)) throw new DomainError("sign_in_again");
}
