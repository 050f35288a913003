import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "#db/client.server.ts";
import { idempotencyKey } from "#db/schema/tasks.ts";
import { apiError } from "../api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { lightResponseText } from "../light-response-text.ts";
import { translateForRequest } from "../request-locale.ts";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const KEY_PATTERN = /^[\w-]{8,200}$/;
/** The status of a claim whose request is still running (a finished one stores its answer's status). */
const IN_PROGRESS = 0;

type Options = {
	/**
	 * How long a claim still in progress stands without being renewed (IDEMPOTENCY_LEASE_MS). Its holder renews it
	 * every third of this while its handler runs; past it, the holder is taken to be dead and a retry takes over.
	 */
	leaseMs: number;
};

/**
 * A mutation sent with an Idempotency-Key is applied once: a retry with the same key and the same request gets the
 * stored answer again; the same key on another request is a 409. Keys are per user and kept in the database, so a
 * retry may land on any instance. A claim left in progress by a process that died is taken over once its lease has
 * run out (ADR 0040).
 */
export function idempotency(db: Db, { leaseMs }: Options) {
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
		const requestHash = idempotencyRequestHash(c.req.method, c.req.url, body);
		// One statement claims a new key or takes over an abandoned claim of the same request, so of two retries racing
		// for it only one gets a row back. The database's clock decides expiry: instances' clocks may differ.
		const claimed = await db
			.insert(idempotencyKey)
			.values({ userId, key, requestHash, status: IN_PROGRESS })
			.onConflictDoUpdate({
				target: [idempotencyKey.userId, idempotencyKey.key],
				set: { claimedAt: sql`now()` },
				setWhere: and(
					eq(idempotencyKey.status, IN_PROGRESS),
					eq(idempotencyKey.requestHash, requestHash),
					lt(idempotencyKey.claimedAt, sql`now() - ${leaseMs}::integer * interval '1 millisecond'`),
				),
			})
			.returning({ key: idempotencyKey.key });
		const where = and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key));
		if (claimed.length === 0) {
			const [stored] = await db.select().from(idempotencyKey).where(where);
			if (!stored || stored.requestHash !== requestHash || stored.status === IN_PROGRESS) {
				return apiError(c, 409, "idempotency_conflict", translateForRequest(c, "errorCodes.idempotency_conflict"));
			}
			c.header("idempotent-replayed", "true");
			return stored.status === 204 ? c.body(null, 204) : c.json(stored.body, stored.status as 200);
		}
		// A slow request is alive, not abandoned: renew its lease while it runs so that no retry takes it over.
		const renewal = setInterval(() => {
			db.update(idempotencyKey)
				.set({ claimedAt: sql`now()` })
				.where(and(where, eq(idempotencyKey.status, IN_PROGRESS)))
				.catch((error: unknown) => c.get("logger").warn({ err: error }, "idempotency lease not renewed"));
		}, leaseMs / 3);
		renewal.unref();
		try {
			await next();
		} finally {
			clearInterval(renewal);
		}
		if (c.res.status >= 500) {
			// A failure may succeed on retry: forget the key.
			await db.delete(idempotencyKey).where(where);
			return;
		}
		const answer = c.res.status === 204 ? null : await answerJson(c.res);
		await db.update(idempotencyKey).set({ status: c.res.status, body: answer }).where(where);
	});
}

/** What identifies the request under a key: method, path, query and body. */
export function idempotencyRequestHash(method: string, url: string, body: string): string {
	const { pathname, search } = new URL(url);
	return createHash("sha256").update(`${method} ${pathname}${search}\n${body}`).digest("hex");
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
