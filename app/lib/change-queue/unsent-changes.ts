import type { Locale } from "#core/constants.ts";
import { changeQueueFor, queueDatabaseName } from "./browser-queue.ts";

// What leaving this device does with the changes kept on it (ADR 0034).

/** How long sending may take while the browser says it is online, before the rest count as unsent. */
const SENDING_MS = 5_000;

/**
 * Sends `userId`'s queued changes as far as the network allows, and answers how many are still unsent (offline, or the
 * server out of reach): the ones a sign-out would delete.
 */
export async function sendUnsentChanges(userId: string, locale: Locale): Promise<number> {
	const queue = changeQueueFor(userId, locale);
	const until = Date.now() + SENDING_MS;
	for (;;) {
		if (navigator.onLine) await queue.flush();
		const sendable = (await queue.load()).length;
		// A change this build cannot send is unsent too (change-queue.ts): counted, never waited for.
		if (sendable === 0 || !navigator.onLine || Date.now() >= until) return queue.status.count;
		// A flush already running (this tab's or another's) is sending them.
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
}

/**
 * Deletes `userId`'s unsent changes from this browser: the next person on this device must find none of them. A tab
 * with the queue open holds the deletion until it lets go, as this one does at the full load after a sign-out.
 */
export async function forgetUnsentChanges(userId: string): Promise<void> {
	try {
		const request = indexedDB.deleteDatabase(queueDatabaseName(userId));
		await new Promise((resolve) => {
			request.onsuccess = resolve;
			request.onerror = resolve;
			request.onblocked = resolve;
		});
	} catch {
		// No IndexedDB here: nothing was kept either.
	}
}
