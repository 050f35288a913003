import pg from "pg";
import type { Logger } from "pino";
import { REALTIME_HEARTBEAT_MS, REALTIME_REQUEST_TIMEOUT_MS } from "#core/constants.ts";
import type { NotificationBus, NotificationListener } from "./notification-bus.ts";

type Options = {
	/** A URL that reaches PostgreSQL directly: LISTEN does not survive a pooler in transaction mode. */
	url: string;
	channels: readonly string[];
	logger: Pick<Logger, "info" | "warn">;
	/** Names the connection in pg_stat_activity, so an operator (or a test) can find it. */
	applicationName?: string;
	/** Waits before each attempt to listen again after the connection was lost; the last one repeats. */
	retryDelaysMs?: readonly number[];
	/** How often the idle connection is checked, so a connection that died silently is noticed. */
	pingMs?: number;
};

const RETRY_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * LISTEN on a connection of its own, outside the pool: a pooled connection goes back to the pool (or, behind pgbouncer
 * in transaction mode, to another client) and its notifications with it. A lost connection (the server restarted, an
 * operator ended it, the network broke) is opened again with growing waits, and `onListening` tells the caller to
 * catch up on what was sent meanwhile.
 */
export function createPostgresBus({
	url,
	channels,
	logger,
	applicationName = `quadrant-listen-${process.pid}`,
	retryDelaysMs = RETRY_DELAYS_MS,
	pingMs = REALTIME_HEARTBEAT_MS,
}: Options): NotificationBus {
	const notificationListeners: NotificationListener[] = [];
	const listeningListeners: Array<() => void> = [];
	let current: pg.Client | undefined;
	let connecting: Promise<void> | undefined;
	let retryTimer: NodeJS.Timeout | undefined;
	let pingTimer: NodeJS.Timeout | undefined;
	let failures = 0;
	let isStopped = true;

	const scheduleRetry = () => {
		if (isStopped || retryTimer) return;
		const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 1000;
		failures += 1;
		retryTimer = setTimeout(() => {
			retryTimer = undefined;
			void connect();
		}, delay);
		retryTimer.unref();
	};

	const lost = (client: pg.Client, error?: Error) => {
		if (client !== current) return;
		current = undefined;
		logger.warn({ err: error }, "live sync: the listening connection was lost; listening again");
		client.end().catch(() => {});
		scheduleRetry();
	};

	const connect = () => {
		connecting ??= (async () => {
			const client = new pg.Client({
				connectionString: url,
				application_name: applicationName,
				keepAlive: true,
				connectionTimeoutMillis: REALTIME_REQUEST_TIMEOUT_MS,
				query_timeout: REALTIME_REQUEST_TIMEOUT_MS,
			});
			client.on("notification", (message) => {
				for (const listener of notificationListeners) listener(message.channel, message.payload ?? "");
			});
			client.on("error", (error) => lost(client, error));
			client.on("end", () => lost(client));
			try {
				await client.connect();
				for (const channel of channels) await client.query(`listen "${channel}"`);
			} catch (error) {
				client.removeAllListeners("end");
				client.on("error", () => {});
				await client.end().catch(() => {});
				if (!isStopped) logger.warn({ err: error }, "live sync: could not listen for notifications; retrying");
				scheduleRetry();
				return;
			}
			if (isStopped) {
				await client.end().catch(() => {});
				return;
			}
			current = client;
			if (failures > 0) logger.info("live sync: listening again");
			failures = 0;
			for (const listener of listeningListeners) listener();
		})().finally(() => {
			connecting = undefined;
		});
		return connecting;
	};

	return {
		start: async () => {
			if (!isStopped) return connecting;
			isStopped = false;
			pingTimer = setInterval(() => {
				const client = current;
				client?.query("select 1").catch((error: Error) => lost(client, error));
			}, pingMs);
			pingTimer.unref();
			await connect();
		},
		stop: async () => {
			isStopped = true;
			clearInterval(pingTimer);
			clearTimeout(retryTimer);
			retryTimer = undefined;
			await connecting;
			const client = current;
			current = undefined;
			await client?.end().catch(() => {});
		},
		onNotification: (listener) => void notificationListeners.push(listener),
		onListening: (listener) => void listeningListeners.push(listener),
	};
}
