import { SEND_UNSENT_EVENT } from "#core/constants.ts";

// What leaving this device does with the changes kept on it (ADR 0034). Loaded only when asked, and apart from the
// queue's code: the page's queue, if it has one, is asked to send through a window event, and the database is read and
// deleted here directly, so the task pages' first load does not grow.

/** How long sending may take while the browser says it is online, before the rest count as unsent. */
const SENDING_MS = 5_000;

/** The database of `userId`'s queue, as browser-queue.ts names it. */
const databaseName = (userId: string) => `quadrant-changes-${userId}`;

const settled = <T>(request: IDBRequest<T>) =>
	new Promise<T>((resolve, reject) => {
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});

/** How many changes the queue keeps; 0 when it has no database (never created, or no IndexedDB). */
async function countKept(userId: string): Promise<number> {
	const names = (await indexedDB.databases()).map(({ name }) => name);
	if (!names.includes(databaseName(userId))) return 0;
	const db = await settled(indexedDB.open(databaseName(userId)));
	try {
		if (!db.objectStoreNames.contains("changes")) return 0;
		return await settled(db.transaction("changes").objectStore("changes").count());
	} finally {
		db.close();
	}
}

/**
 * Sends `userId`'s queued changes as far as the network allows (the page's queue does, on a page that has one), and
 * answers how many are still unsent (offline, or the server out of reach): the ones a sign-out would delete.
 */
export async function sendUnsentChanges(userId: string): Promise<number> {
	try {
		const until = Date.now() + SENDING_MS;
		for (;;) {
			const flushes: Promise<void>[] = [];
			if (navigator.onLine) window.dispatchEvent(new CustomEvent(SEND_UNSENT_EVENT, { detail: flushes }));
			await Promise.all(flushes);
			const left = await countKept(userId);
			// No queue on this page (the profile, say) sends nothing: what is kept counts at once.
			if (left === 0 || flushes.length === 0 || Date.now() >= until) return left;
			// A flush already running (this tab's or another's) is sending them.
			await new Promise((resolve) => setTimeout(resolve, 200));
		}
	} catch {
		// No IndexedDB here: nothing was kept either.
		return 0;
	}
}

/**
 * Deletes `userId`'s unsent changes from this browser: the next person on this device must find none of them. A tab
 * with the queue open holds the deletion until it lets go, as this one does at the full load after a sign-out.
 */
export async function forgetUnsentChanges(userId: string): Promise<void> {
	try {
		const request = indexedDB.deleteDatabase(databaseName(userId));
		await new Promise((resolve) => {
			request.onsuccess = resolve;
			request.onerror = resolve;
			request.onblocked = resolve;
		});
	} catch {
		// No IndexedDB here: nothing was kept either.
	}
}
