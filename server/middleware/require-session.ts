import { createMiddleware } from "hono/factory";
import type { ReadSession } from "#core/auth/read-session.ts";
import { apiError } from "../api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { translateForRequest } from "../request-locale.ts";

/** Every /api/v1 route behind this answers 401 JSON without a valid session; with one, the user is on the context. */
export function requireSession(readSession: ReadSession) {
	return createMiddleware<AppEnv>(async (c, next) => {
		const session = await readSession(c.req.raw.headers);
		if (!session) {
			c.get("logger").info({ path: new URL(c.req.url).pathname }, "access refused: no session");
			return apiError(c, 401, "unauthorized", translateForRequest(c, "errors.unauthorized"));
		}
		c.set("session", session);
		if (session.dataVersion !== undefined) c.set("dataVersion", session.dataVersion);
		return next();
	});
}
