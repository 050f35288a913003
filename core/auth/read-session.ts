import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#db/client.server.ts";
import type { Auth } from "./create-auth.server.ts";
import { SESSION_SETTINGS, unlessOutlived } from "./session-lifetime.ts";

type FoundSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/**
 * The session a request's cookie names, with its user, or null: none, revoked, expired, or past its lifetime. When it
 * was reused, the same query also read what `ReadWithSession` lists.
 */
export type ReadSession = (headers: Headers) => Promise<(FoundSession & ReadWithSession) | null>;

/**
 * Read with a reused session, in its one query: the version of the user's boards and tasks (ADR 0037), the last change
 * of theirs logged (live sync's position, in the same row), and whether they can sign in with Google (the app's header
 * shows it on every page).
 */
export type ReadWithSession = { dataVersion?: string; changeLogPosition?: number; hasGoogle?: boolean };

/** How many cookies an instance remembers better-auth's answer for (about 1 KB each); the oldest goes first. */
const MOST_REMEMBERED = 1000;
/** A longer Cookie header is read by better-auth every time rather than kept as a key. */
const LONGEST_REMEMBERED_COOKIE = 4096;

/**
 * Every reader of the session goes through here, so each applies the same lifetimes. better-auth reads the session
 * (its cookie's signature, then the session and its user in one query, ADR 0013); what it answered for a Cookie header
 * is then reused while the session and its user are unchanged — one query of the session's row version, which triggers
 * raise on every update of either (ADR 0035). So each request still asks the database, and a revoked, expired or changed
 * session is read again by better-auth at once, on every instance; only better-auth's per-read work is saved.
 */
export function createSessionReader(auth: Auth, db: Db, { mostRemembered = MOST_REMEMBERED } = {}): ReadSession {
	const answers = new Map<string, FoundSession>();

	function remember(cookie: string, found: FoundSession) {
		if (cookie.length > LONGEST_REMEMBERED_COOKIE) return;
		answers.delete(cookie);
		if (answers.size >= mostRemembered) answers.delete(answers.keys().next().value as string);
		answers.set(cookie, found);
	}

	return async (headers) => {
		const cookie = headers.get("cookie");
		const known = cookie ? answers.get(cookie) : undefined;
		const alsoRead = known && (await alsoReadIfUnchanged(db, known));
		if (known && alsoRead) {
			const current = unlessOutlived(known);
			return current && { ...current, ...alsoRead };
		}
		const found = await auth.api.getSession({ headers });
		if (cookie) {
			if (found) remember(cookie, found);
			else answers.delete(cookie);
		}
		return unlessOutlived(found);
	};
}

/**
 * What `ReadWithSession` lists, when better-auth would answer `known` again now, else undefined: the session is not
 * due for its renewal (better-auth's rule, which only its own read applies; it comes before the expiry), and neither
 * the session nor its user has changed. One query answers all of it.
 */
async function alsoReadIfUnchanged(db: Db, known: FoundSession): Promise<Required<ReadWithSession> | undefined> {
	const { expiresIn, updateAge } = SESSION_SETTINGS;
	if (known.session.expiresAt.getTime() - (expiresIn - updateAge) * 1000 <= Date.now()) return undefined;
	type Row = { rowVersion: number; dataVersion: string; changeLogPosition: string; hasGoogle: boolean };
	const [current] = await queryRows<Row>(
		db,
		sql`select s.row_version as "rowVersion", coalesce(v.data_version, 0)::text as "dataVersion",
			coalesce(v.last_seq, 0)::text as "changeLogPosition",
			exists (select from account a where a.user_id = s.user_id and a.provider_id = 'google') as "hasGoogle"
			from "session" s left join user_change_seq v on v.user_id = s.user_id
			where s.token = ${known.session.token}`,
	);
	if (!current || current.rowVersion !== known.session.rowVersion) return undefined;
	const { dataVersion, changeLogPosition, hasGoogle } = current;
	return { dataVersion, changeLogPosition: Number(changeLogPosition), hasGoogle };
}
