import { createStore, del, entries, set, type UseStore } from "idb-keyval";
import { ApiError, NetworkError } from "#app/lib/api-client.ts";
import type { Locale } from "#core/constants.ts";
import { ChangeQueue, type QueueStorage } from "./change-queue.ts";
import { reportConflict, setQueueStatus } from "./queue-status.ts";
import { sendQueued } from "./send-queued.ts";

/** One IndexedDB database per user, so one account's unsent changes are never sent with another's session. */
function indexedDbStorage(name: string): QueueStorage {
	let store: UseStore | undefined;
	// Opened on first use, inside a promise: a browser that denies IndexedDB then rejects instead of throwing.
	const use = async () => {
		store ??= createStore(name, "changes");
		return store;
	};
	return {
		entries: async () => entries<string, unknown>(await use()),
		put: async (id, change) => set(id, change, await use()),
		remove: async (id) => del(id, await use()),
	};
}

/** Kept for later: the network failed, the session must be renewed first, or an earlier attempt is still running. */
const isKept = (error: unknown) =>
	error instanceof NetworkError ||
	(error instanceof ApiError && (error.status === 401 || error.code === "idempotency_conflict"));

/** The IndexedDB database that keeps `userId`'s unsent changes. */
export const queueDatabaseName = (userId: string) => `quadrant-changes-${userId}`;

const queues = new Map<string, ChangeQueue>();
let pageLocale: Locale = "en";

/** The queue of `userId`'s changes in this tab (one per user, shared by the page's views). */
export function changeQueueFor(userId: string, locale: Locale): ChangeQueue {
	pageLocale = locale;
	const known = queues.get(userId);
	if (known) return known;
	const name = queueDatabaseName(userId);
	const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
	const queue = new ChangeQueue({
		storage: indexedDbStorage(name),
		send: (change) => sendQueued(change, pageLocale, reportConflict),
		isKept,
		onStatus: setQueueStatus,
		log: (message) => console.warn(message),
		exclusive: locks
			? async (run) => {
					await locks.request(name, run);
				}
			: undefined,
		isOnline: () => navigator.onLine,
	});
	window.addEventListener("online", () => void queue.flush());
	queues.set(userId, queue);
	return queue;
}
