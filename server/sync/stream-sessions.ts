import { and, eq, gt, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "#db/client.server.ts";
import { session } from "#db/schema/auth.ts";
import type { LiveStream } from "./live-stream.ts";
import { signedOutEventText } from "./sse-format.ts";

// setTimeout's longest wait; a later expiry is checked again then.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Tells the client its session ended, then ends the stream. */
export function signOut(stream: LiveStream) {
	stream.send(signedOutEventText());
	stream.close();
}

/**
 * The sessions of a hub's open streams (live-sync.ts): a stream ends when its session expires, checked when it would,
 * and when its session is found gone after revocation notices may have been missed.
 */
export function watchedSessions({ db, logger }: { db: Db; logger: Logger }) {
	const expiryTimers = new Map<LiveStream, NodeJS.Timeout>();

	// Revocations sent while nobody listened are lost: check the sessions of the open streams instead.
	const endStreamsOfEndedSessions = async (open: LiveStream[]) => {
		if (open.length === 0) return;
		const ids = [...new Set(open.map((stream) => stream.sessionId))];
		const alive = await db
			.select({ id: session.id })
			.from(session)
			.where(and(inArray(session.id, ids), gt(session.expiresAt, new Date())));
		const aliveIds = new Set(alive.map((row) => row.id));
		for (const stream of open) if (!aliveIds.has(stream.sessionId)) signOut(stream);
	};

	const watchExpiry = (stream: LiveStream, expiresAt: Date) => {
		const check = async () => {
			const [row] = await db
				.select({ expiresAt: session.expiresAt })
				.from(session)
				.where(eq(session.id, stream.sessionId))
				.catch(() => [undefined]);
			if (!row || row.expiresAt.getTime() <= Date.now()) signOut(stream);
			else if (!stream.isClosed) watchExpiry(stream, row.expiresAt);
		};
		const timer = setTimeout(
			() => check().catch((error: unknown) => logger.warn({ err: error }, "live sync: an expiry check failed")),
			Math.min(Math.max(expiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS),
		);
		timer.unref();
		expiryTimers.set(stream, timer);
	};

	return {
		watch: watchExpiry,
		/** Stops watching a closed stream's session. */
		forget: (stream: LiveStream) => {
			clearTimeout(expiryTimers.get(stream));
			expiryTimers.delete(stream);
		},
		endStreamsOfEndedSessions,
	};
}
