import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

/** One user's data, refusals included: no cache, shared or the browser's own, keeps a copy (ASVS 14.3.2). */
export const NO_STORE = "no-store";

export const noStore = createMiddleware<AppEnv>(async (c, next) => {
	await next();
	// The live stream has written its headers to the socket itself (no-store among them).
	if (c.res === RESPONSE_ALREADY_SENT) return;
	c.header("Cache-Control", NO_STORE);
});
