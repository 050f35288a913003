import { LRUCache } from "lru-cache";

// How many boards' listings an instance keeps for the task pages: a board of 200 tasks is ~150 KB of objects, and
// the whole stays well under what the page cache and the heap's own growth allow (ADR 0038).
const MOST_LISTINGS = 64;

type Remembered = { dataVersion: string; listing: unknown };

const listings = new LRUCache<string, Remembered>({ max: MOST_LISTINGS });

/**
 * What `compute` answered for `key` while the user's boards and tasks are at `dataVersion` (read with the session,
 * before this: ADR 0037), else computed again. `compute` must read boards and tasks only, and `key` must name the
 * user and everything else it depends on. Without a version (a session better-auth has just read) it computes and
 * does not remember. Only an answer is remembered, never a computation under way: each request waits for its own
 * reads alone, and a refusal (a board not found) is that request's answer.
 */
export async function whileBoardsUnchanged<T>(
	key: string,
	dataVersion: string | undefined,
	compute: () => Promise<T>,
): Promise<T> {
	if (dataVersion === undefined) return compute();
	const known = listings.get(key);
	if (known?.dataVersion === dataVersion) return known.listing as T;
	const listing = await compute();
	listings.set(key, { dataVersion, listing });
	return listing;
}
