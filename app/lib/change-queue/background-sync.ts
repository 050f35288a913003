// Background Sync (Chromium): the worker hears when the network is back even if this page sleeps in a background tab,
// and asks the open pages to send their kept changes (public/sw.js). Loaded (with side-by-side.ts) only once changes
// wait, from the worker's copy of the build's assets when offline; without a worker there is no Background Sync anyway.

/** The tag public/sw.js answers. */
const SYNC_TAG = "quadrant-changes";

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

let isListening = false;

/**
 * Sends the kept changes (`send`) when the worker asks, and, offline, asks the browser for a sync when it is online
 * again.
 */
export async function sendWhenBackOnline(send: () => void): Promise<void> {
	if (!("serviceWorker" in navigator)) return;
	if (!isListening) {
		isListening = true;
		navigator.serviceWorker.addEventListener("message", (event: MessageEvent) => {
			if (event.data?.type === "send-changes") send();
		});
		navigator.serviceWorker.startMessages();
	}
	// Online with the server out of reach, a sync would fire at once, and again after each failure: the queue's own
	// retries (2, 5, 10, 30 s) are the better pace then. Only a browser that knows it is offline waits for the network.
	if (navigator.onLine) return;
	const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
	// Refused (a permission or policy): the online event and the next page load still send them.
	await registration?.sync?.register(SYNC_TAG).catch(() => undefined);
}
