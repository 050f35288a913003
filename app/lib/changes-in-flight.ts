import { createHoldCount } from "./hold-count.ts";

/**
 * Held while a change the page sent (any request but a GET, to /api/v1 or to better-auth) has no answer yet: a reload
 * then could lose it, and a session check then could see the session the change is about to replace.
 */
const changesInFlight = createHoldCount();

/** True while a change the page sent has no answer yet. */
export const hasChangesInFlight = changesInFlight.isHeld;
/** Calls `listener` each time the last change in flight gets its answer; returns the unsubscribe. */
export const onChangesSettled = changesInFlight.onReleased;

/** Counts `send()` as a change in flight until it settles, however it settles. */
export async function trackChange<T>(send: () => Promise<T>): Promise<T> {
	const release = changesInFlight.hold();
	try {
		return await send();
	} finally {
		release();
	}
}

/** Resolves at once when no change is in flight, else once the last one is answered. */
export function changesSettled(): Promise<void> {
	if (!hasChangesInFlight()) return Promise.resolve();
	return new Promise((resolve) => {
		const unsubscribe = onChangesSettled(() => {
			unsubscribe();
			resolve();
		});
	});
}
