import { createMiddleware } from "hono/factory";
import type { Logger } from "pino";
import type { AppEnv } from "../app-env.ts";

/**
 * Gives every request a child logger carrying its request id (set by hono/request-id before this runs),
 * and logs one line when the response is ready.
 */
export function requestLogger(logger: Logger) {
	return createMiddleware<AppEnv>(async (c, next) => {
		const started = performance.now();
		const child = logger.child({ reqId: c.get("requestId") });
		c.set("logger", child);
		await next();
		const path = c.req.path;
		if (path === "/healthz" || path === "/readyz") return;
		child.info(
			{ method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - started) },
			"request completed",
		);
	});
}
