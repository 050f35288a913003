import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { createMiddleware } from "hono/factory";
import { BUILD_VERSION_HEADER } from "#core/constants.ts";
import type { AppEnv } from "../app-env.ts";

/**
 * Names the client build this instance serves (React Router's `assets.version`) on pages, their data and API answers:
 * a tab still running an older build learns of the deploy from its next request and reloads (docs/live-sync.md).
 */
export function buildVersionHeader(buildVersion: () => Promise<string>) {
	return createMiddleware<AppEnv>(async (c, next) => {
		await next();
		// The live stream has written its headers to the socket itself (and names the build in its first event).
		if (c.res === RESPONSE_ALREADY_SENT) return;
		c.header(BUILD_VERSION_HEADER, await buildVersion());
	});
}
