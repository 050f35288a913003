import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { withHeadersOnEveryAnswer } from "./every-answer-headers.ts";

const HEADER = "X-Request-Id";
const MAX_LENGTH = 64;
const SANE = /^[\w\-=]+$/;

/**
 * Names the request (a sane incoming X-Request-Id, else a new UUID) on the context and on the answer, as hono/request-id
 * did, with the header set as the security headers are (every-answer-headers.ts).
 */
export const requestId = createMiddleware<AppEnv>((c, next) => {
	const incoming = c.req.header(HEADER);
	const id = incoming && incoming.length <= MAX_LENGTH && SANE.test(incoming) ? incoming : randomUUID();
	c.set("requestId", id);
	return withHeadersOnEveryAnswer(c, next, [[HEADER, id]]);
});
