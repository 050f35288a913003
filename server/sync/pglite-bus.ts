import type { PGlite } from "@electric-sql/pglite";
import type { NotificationBus, NotificationListener } from "./notification-bus.ts";

/**
 * The bus of the embedded database: PGlite runs in this process and delivers its own NOTIFY to `listen` callbacks
 * (at commit, like PostgreSQL), so there is no connection to lose and no other instance to reach.
 */
export function createPgliteBus(pglite: PGlite, channels: readonly string[]): NotificationBus {
	const notificationListeners: NotificationListener[] = [];
	const listeningListeners: Array<() => void> = [];
	let started: Promise<Array<() => Promise<void>>> | undefined;
	return {
		start: async () => {
			started ??= Promise.all(
				channels.map((channel) =>
					pglite.listen(channel, (payload) => {
						for (const listener of notificationListeners) listener(channel, payload);
					}),
				),
			).then((unlisteners) => {
				for (const listener of listeningListeners) listener();
				return unlisteners;
			});
			await started;
		},
		stop: async () => {
			const unlisteners = await started?.catch(() => []);
			started = undefined;
			if (pglite.closed) return;
			await Promise.all((unlisteners ?? []).map((unlisten) => unlisten().catch(() => {})));
		},
		onNotification: (listener) => void notificationListeners.push(listener),
		onListening: (listener) => void listeningListeners.push(listener),
	};
}
