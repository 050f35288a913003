import { createMiddleware } from "hono/factory";
import { BUILD_VERSION_HEADER } from "#core/constants.ts";
import type { AppEnv } from "../app-env.ts";
import { withHeadersOnEveryAnswer } from "./every-answer-headers.ts";

/**
 * Names the client build this instance serves (React Router's `assets.version`) on pages, their data and API answers:
 * a tab still running an older build learns of the deploy from its next request and reloads (docs/live-sync.md). Set
 * before the answer exists, as the security headers are (no Fetch `Response` is rebuilt for it); the live stream, which
 * writes its own head, carries it too and names the build in its first event.
 */
export function buildVersionHeader(buildVersion: () => Promise<string>) {
	return createMiddleware<AppEnv>(async (c, next) =>
		withHeadersOnEveryAnswer(c, next, [[BUILD_VERSION_HEADER, await buildVersion()]]),
	);
}
