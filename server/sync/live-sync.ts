import type { Logger } from "pino";
import { DEFAULT_LIVE_STREAM_LIMITS, type LiveStreamLimits } from "#config/env-schema.server.ts";
import {
	CHANGE_CHANNEL,
	parseChangeNotice,
	parseRevocationNotice,
	type RevocationNotice,
	SESSION_REVOKED_CHANNEL,
} from "#core/change-log/change-channels.ts";
import { canResumeAfter, readLogBounds } from "#core/change-log/read-changes.ts";
import { REALTIME_HEARTBEAT_MS } from "#core/constants.ts";
import type { Database } from "#db/client.server.ts";
import { LiveStream, type StreamWriter } from "./live-stream.ts";
import type { NotificationBus } from "./notification-bus.ts";
import { createPgliteBus } from "./pglite-bus.ts";
import { createPostgresBus } from "./postgres-bus.ts";
import { buildEventText, HEARTBEAT_TEXT, readyEventText, resetEventText } from "./sse-format.ts";
import { Counts } from "./stream-counts.ts";
import { signOut, watchedSessions } from "./stream-sessions.ts";
import { UserFeed } from "./user-feed.ts";

/**
 * Told when sessions end on any instance: a notice names a user and, unless all their sessions ended (the account was
 * deleted), one session. "all" means notices may have been missed (the listening connection was lost), so anything
 * that caches sessions drops them all.
 */
export type SessionRevokedListener = (revoked: RevocationNotice | "all") => void;

type StreamOwner = {
	userId: string;
	sessionId: string;
	/** The client's address, as counted against the per-address cap. */
	address: string;
};

type OpenStreamOptions = StreamOwner & {
	/** When the session expires unless renewed; the stream ends then. */
	sessionExpiresAt: Date;
	/** The client's position: the last sequence number it has; undefined for a client that starts from now. */
	after: number | undefined;
	/** The build of the client this instance serves, when it serves one. */
	buildVersion?: () => Promise<string | undefined>;
	writer: StreamWriter;
};

export type LiveSync = {
	/** False when the owner already holds as many streams as its session, user or address may: answer 429. */
	admits: (owner: StreamOwner) => boolean;
	/** Opens a user's stream: build, then ready (or reset), then every change after the position as it commits. */
	open: (options: OpenStreamOptions) => Promise<{ close: () => void }>;
	/** Subscribes to session revocations from every instance (an in-process session cache drops its entries here). */
	onSessionRevoked: (listener: SessionRevokedListener) => () => void;
	/** Listens for notices now rather than at the first stream (so revocations reach session caches from the start). */
	start: () => Promise<void>;
	/** Ends every open stream (clients reconnect to another instance and resume) and stops listening. */
	stop: () => Promise<void>;
	/** How many streams are open on this instance. */
	streamCount: () => number;
};

type Options = {
	database: Database;
	logger: Logger;
	/** Where PostgreSQL's LISTEN connects (DATABASE_LISTEN_URL, else DATABASE_URL); ignored on PGlite. */
	listenUrl?: string;
	heartbeatMs?: number;
	limits?: LiveStreamLimits;
	/** The bus, when a test brings its own. */
	bus?: NotificationBus;
};

/**
 * Live sync's hub on one instance: which streams are open for which user, fed from the database's notifications.
 * A notice names a user and a position; the user's feed reads the rows from the change log, so a notice lost or
 * repeated never loses or repeats a change. When the listener (re)starts, every feed catches up from the log.
 */
export function createLiveSync({
	database,
	logger,
	listenUrl = database.url,
	heartbeatMs = REALTIME_HEARTBEAT_MS,
	limits = DEFAULT_LIVE_STREAM_LIMITS,
	bus = createBus(database, logger, listenUrl),
}: Options): LiveSync {
	const { db } = database;
	const feeds = new Map<string, UserFeed>();
	const revokedListeners = new Set<SessionRevokedListener>();
	const buildVersions = new Map<LiveStream, () => Promise<string | undefined>>();
	const perSession = new Counts();
	const perAddress = new Counts();
	let heartbeat: NodeJS.Timeout | undefined;
	let isStarted = false;
	let isStopped = false;

	const streams = () => [...feeds.values()].flatMap((feed) => [...feed.streams]);
	const sessions = watchedSessions({ db, logger });

	const resetStream = async (stream: LiveStream) => {
		const { lastSeq } = await readLogBounds({ db, userId: stream.userId });
		stream.send(resetEventText(lastSeq));
		stream.cursor = lastSeq;
	};

	const feedOf = (userId: string) => {
		let feed = feeds.get(userId);
		if (!feed) {
			feed = new UserFeed({
				db,
				userId,
				onGap: resetStream,
				onError: (error) => {
					logger.warn({ err: error }, "live sync: reading the change log failed; trying again");
					const retry = setTimeout(() => feeds.get(userId)?.wake(), 1000);
					retry.unref();
				},
			});
			feeds.set(userId, feed);
		}
		return feed;
	};

	const onRevoked = (notice: RevocationNotice) => {
		for (const stream of feeds.get(notice.userId)?.streams ?? []) {
			if (!notice.sessionId || stream.sessionId === notice.sessionId) signOut(stream);
		}
		for (const listener of revokedListeners) listener(notice);
	};

	bus.onNotification((channel, payload) => {
		if (channel === CHANGE_CHANNEL) {
			const notice = parseChangeNotice(payload);
			const feed = notice && feeds.get(notice.userId);
			if (notice && feed?.isBehind(notice.seq)) void feed.wake();
		} else if (channel === SESSION_REVOKED_CHANNEL) {
			const notice = parseRevocationNotice(payload);
			if (notice) onRevoked(notice);
		}
	});
	bus.onListening(() => {
		for (const listener of revokedListeners) listener("all");
		for (const feed of feeds.values()) void feed.wake();
		sessions
			.endStreamsOfEndedSessions(streams())
			.catch((error: unknown) => logger.warn({ err: error }, "live sync: checking the open streams' sessions failed"));
	});

	const tick = async () => {
		// A stream still opening is not idle: its `ready` (or `reset`) comes first, then the heartbeats.
		for (const stream of streams()) if (stream.isReady) stream.send(HEARTBEAT_TEXT);
		// A development server rebuilds the client while it runs; a deployed one changes build with its process.
		const versions = new Map<() => Promise<string | undefined>, Promise<string | undefined>>();
		for (const [stream, buildVersion] of buildVersions) {
			if (!versions.has(buildVersion))
				versions.set(
					buildVersion,
					buildVersion().catch(() => undefined),
				);
			const version = await versions.get(buildVersion);
			if (version && version !== stream.buildVersion && !stream.isClosed) {
				stream.buildVersion = version;
				stream.send(buildEventText(version));
			}
		}
	};

	// Listening runs while someone needs it: from start() until stop() on a server, else (tests, development) while
	// streams are open or a session cache is subscribed, so an idle hub holds no database connection.
	let listening: Promise<void> | undefined;
	const listen = () => {
		if (!listening) {
			heartbeat = setInterval(
				() => tick().catch((error: unknown) => logger.warn({ err: error }, "live sync: a heartbeat failed")),
				heartbeatMs,
			);
			heartbeat.unref();
			listening = bus.start();
		}
		return listening;
	};
	const releaseIfIdle = () => {
		if (!listening || isStarted || feeds.size > 0 || revokedListeners.size > 0) return;
		listening = undefined;
		clearInterval(heartbeat);
		void bus.stop();
	};

	const start = async () => {
		isStarted = true;
		await listen();
	};

	return {
		admits: ({ userId, sessionId, address }) =>
			perSession.of(sessionId) < limits.perSession &&
			(feeds.get(userId)?.streams.size ?? 0) < limits.perUser &&
			perAddress.of(address) < limits.perAddress,
		open: async ({ userId, sessionId, address, sessionExpiresAt, after, buildVersion, writer }) => {
			const feed = feedOf(userId);
			const stream = new LiveStream({
				userId,
				sessionId,
				address,
				cursor: after ?? 0,
				writer,
				writeDeadlineMs: limits.writeDeadlineMs,
				onDrain: () => void feed.wake(),
				onStalled: (reason) => logger.info({ userId, reason }, "live stream dropped: its client stopped reading"),
				onClose: () => {
					perSession.remove(sessionId);
					perAddress.remove(address);
					feed.streams.delete(stream);
					if (feed.streams.size === 0 && feeds.get(userId) === feed) feeds.delete(userId);
					sessions.forget(stream);
					buildVersions.delete(stream);
					releaseIfIdle();
				},
			});
			if (isStopped) {
				stream.close();
				return stream;
			}
			// Registered before anything is read, so a revocation or a change from now on reaches this stream, and in the
			// same turn as `admits`, so streams opened at once cannot pass a cap together.
			feed.streams.add(stream);
			perSession.add(sessionId);
			perAddress.add(address);
			sessions.watch(stream, sessionExpiresAt);
			try {
				await listen();
				const version = await buildVersion?.().catch(() => undefined);
				if (buildVersion) buildVersions.set(stream, buildVersion);
				if (version) {
					stream.buildVersion = version;
					stream.send(buildEventText(version));
				}
				const bounds = await readLogBounds({ db, userId });
				if (after === undefined || canResumeAfter(after, bounds)) {
					stream.cursor = after ?? bounds.lastSeq;
					stream.send(readyEventText(stream.cursor));
				} else {
					stream.cursor = bounds.lastSeq;
					stream.send(resetEventText(bounds.lastSeq));
				}
			} catch (error) {
				stream.close();
				throw error;
			}
			stream.isReady = true;
			void feed.wake();
			return stream;
		},
		onSessionRevoked: (listener) => {
			revokedListeners.add(listener);
			void listen();
			return () => {
				revokedListeners.delete(listener);
				releaseIfIdle();
			};
		},
		start,
		stop: async () => {
			isStopped = true;
			isStarted = false;
			clearInterval(heartbeat);
			for (const stream of streams()) stream.close();
			listening = undefined;
			await bus.stop();
		},
		streamCount: () => streams().length,
	};
}

function createBus(database: Database, logger: Logger, listenUrl: string | undefined): NotificationBus {
	const channels = [CHANGE_CHANNEL, SESSION_REVOKED_CHANNEL];
	if (database.pglite) return createPgliteBus(database.pglite, channels);
	if (!listenUrl) throw new Error("live sync needs a PostgreSQL URL to listen on");
	return createPostgresBus({ url: listenUrl, channels, logger });
}
