import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";

// How long a session lives (docs/security.md, V7, says why these values).
const DAY_MS = 24 * 60 * 60 * 1000;
/** A signed-in account's session ends after this long without use… */
const IDLE_TIMEOUT_MS = 30 * DAY_MS;
/** …and this long after its sign-in, however much it is used. */
const ABSOLUTE_LIFETIME_MS = 90 * DAY_MS;
/**
 * An anonymous user's session is their only key to their tasks: it never ends by age while used, and only after
 * this long unused (the most a browser keeps a cookie).
 */
const ANONYMOUS_IDLE_TIMEOUT_MS = 400 * DAY_MS;
/** Last use is recorded at most once a day, so a signed-in request reads its session and writes nothing. */
const RENEW_AFTER_MS = DAY_MS;

/**
 * better-auth's settings. It renews a session once its expiry is closer than `expiresIn - updateAge`, and then sets
 * it `expiresIn` ahead: with the cookie's 400 days as `expiresIn`, an account's session (30 days ahead) is renewed a
 * day after its last renewal and an anonymous one (400 days ahead) rarely; the hooks below set the real expiry.
 */
export const SESSION_SETTINGS = {
	expiresIn: ANONYMOUS_IDLE_TIMEOUT_MS / 1000,
	updateAge: (ANONYMOUS_IDLE_TIMEOUT_MS - IDLE_TIMEOUT_MS + RENEW_AFTER_MS) / 1000,
};

type SessionTimes = { createdAt: Date; isAnonymous: boolean };

/** Whether an account's session is past its absolute lifetime: the session readers refuse it at once. */
export function hasOutlivedItsLifetime({ createdAt, isAnonymous }: SessionTimes, now = Date.now()): boolean {
	return !isAnonymous && now - new Date(createdAt).getTime() >= ABSOLUTE_LIFETIME_MS;
}

type FoundSession = { session: { createdAt: Date }; user: { isAnonymous?: boolean | null } };

/** The session a reader found, or null when it is past its absolute lifetime (no query: it has its createdAt). */
export function unlessOutlived<T extends FoundSession>(found: T | null): T | null {
	if (!found) return null;
	const times = { createdAt: found.session.createdAt, isAnonymous: found.user.isAnonymous === true };
	return hasOutlivedItsLifetime(times) ? null : found;
}

/**
 * When a session created or renewed `now` ends: the idle timeout ahead, or at once past its absolute lifetime (so
 * that better-auth's own endpoints, which only read the expiry, refuse it from its next daily renewal on).
 */
export function sessionExpiry(times: SessionTimes, now = new Date()): Date {
	if (times.isAnonymous) return new Date(now.getTime() + ANONYMOUS_IDLE_TIMEOUT_MS);
	if (hasOutlivedItsLifetime(times, now.getTime())) return now;
	return new Date(now.getTime() + IDLE_TIMEOUT_MS);
}

/** The expiry of a session about to be created for this user. */
export async function newSessionExpiry(db: Db, userId: string): Promise<Date> {
	const [owner] = await db.select({ isAnonymous: user.isAnonymous }).from(user).where(eq(user.id, userId));
	return sessionExpiry({ createdAt: new Date(), isAnonymous: owner?.isAnonymous ?? false });
}
