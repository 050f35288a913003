import { LRUCache } from "lru-cache";

// How many boards' listings an instance keeps for the task pages: a board of 200 tasks is ~150 KB of objects, and
// the whole stays well under what the page cache and the heap's own growth allow (ADR 0038).
const MOST_LISTINGS = 64;

type Remembered = { dataVersion: string; listing: Promise<unknown> };

const listings = new LRUCache<string, Remembered>({ max: MOST_LISTINGS });

/**
 * What `compute` answered for `key` while the user's boards and tasks are at `dataVersion` (read with the session,
 * before this: ADR 0037), else computed again. `compute` must read boards and tasks only, and `key` must name the
 * user and everything else it depends on. Without a version (a session better-auth has just read) it computes and
 * does not remember. Requests that come together while it computes share the one computation.
 */
export function whileBoardsUnchanged<T>(
	key: string,
	dataVersion: string | undefined,
	compute: () => Promise<T>,
): Promise<T> {
	if (dataVersion === undefined) return compute();
	const known = listings.get(key);
	if (known?.dataVersion === dataVersion) return known.listing as Promise<T>;
	const listing = compute();
	listings.set(key, { dataVersion, listing });
	// A refusal (a board not found) is the request's answer, never remembered.
	listing.catch(() => {
		if (listings.get(key)?.listing === listing) listings.delete(key);
	});
	return listing;
}
