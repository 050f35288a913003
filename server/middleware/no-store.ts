import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { withHeadersOnEveryAnswer } from "./every-answer-headers.ts";

/** One user's data, refusals included: no cache, shared or the browser's own, keeps a copy (ASVS 14.3.2). */
export const NO_STORE = "no-store";

// Set before the answer exists, as the security headers are: setting it on a finished answer made @hono/node-server
// build a full Fetch `Response` for it (the live stream, which writes its own head, says no-store there too).
export const noStore = createMiddleware<AppEnv>((c, next) =>
	withHeadersOnEveryAnswer(c, next, [["Cache-Control", NO_STORE]]),
);
