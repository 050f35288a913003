import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "#db/client.server.ts";
import { idempotencyKey } from "#db/schema/tasks.ts";
import { apiError } from "../api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { lightResponseText } from "../light-response-text.ts";
import { translateForRequest } from "../request-locale.ts";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const KEY_PATTERN = /^[\w-]{8,200}$/;

/**
 * A mutation sent with an Idempotency-Key is applied once: a retry with the same key and the same request gets the
 * stored answer again; the same key on another request is a 409. Keys are per user and kept in the database, so a
 * retry may land on any instance.
 */
export function idempotency(db: Db) {
	return createMiddleware<AppEnv>(async (c, next) => {
		const key = c.req.header("idempotency-key");
		if (!key || !MUTATING.has(c.req.method)) return next();
		if (!KEY_PATTERN.test(key)) {
			return apiError(c, 400, "bad_request", translateForRequest(c, "errors.invalidInput"), {
				"idempotency-key": translateForRequest(c, "errors.invalidInput"),
			});
		}
		const userId = c.get("session").user.id;
		// Hono keeps the text it read: the handler's c.req.json() parses it rather than reading the body again (a clone
		// of the Fetch Request would build one, and a web stream to split, around Node's request).
		const body = await c.req.text();
		const requestHash = createHash("sha256")
			.update(`${c.req.method} ${new URL(c.req.url).pathname}${new URL(c.req.url).search}\n${body}`)
			.digest("hex");
		const claimed = await db
			.insert(idempotencyKey)
			.values({ userId, key, requestHash, status: 0 })
			.onConflictDoNothing()
			.returning({ key: idempotencyKey.key });
		if (claimed.length === 0) {
			const [stored] = await db
				.select()
				.from(idempotencyKey)
				.where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
			if (!stored || stored.requestHash !== requestHash || stored.status === 0) {
				return apiError(c, 409, "idempotency_conflict", translateForRequest(c, "errorCodes.idempotency_conflict"));
			}
			c.header("idempotent-replayed", "true");
			return stored.status === 204 ? c.body(null, 204) : c.json(stored.body, stored.status as 200);
		}
		await next();
		const where = and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key));
		if (c.res.status >= 500) {
			// A failure may succeed on retry: forget the key.
			await db.delete(idempotencyKey).where(where);
			return;
		}
		const answer = c.res.status === 204 ? null : await answerJson(c.res);
		await db.update(idempotencyKey).set({ status: c.res.status, body: answer }).where(where);
	});
}

/** The answer's JSON to store for replays, read from its string when it has one (a clone would build a Fetch Response). */
async function answerJson(response: Response): Promise<unknown> {
	const text = lightResponseText(response) ?? (await response.clone().text());
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return null;
	}
}
