/** The search of the matrix and the sticky wall lives in the address, so switching views (and a reload) keeps it. */
export const SEARCH_PARAM = "q";

/** The window of due dates beside the search (`?when=overdue|today|week|none`, absent: All), kept the same way. */
export const WHEN_PARAM = "when";

/**
 * The quadrant a phone shows full-screen (/matrix?quadrant=urgent-important), in the address so that the browser's
 * back and forward buttons go between the four-square grid and a quadrant.
 */
export const OPEN_QUADRANT_PARAM = "quadrant";

/** The address parameters the two views of the tasks carry over to each other: the board, the search and its window. */
export const CARRIED_PARAMS = ["board", SEARCH_PARAM, WHEN_PARAM] as const;

/** Parameters only the page in the browser reads: the tasks it holds stay the right ones when they change. */
const CLIENT_ONLY_PARAMS = [SEARCH_PARAM, WHEN_PARAM, OPEN_QUADRANT_PARAM];

const clientOnlyValues = (url: URL) => CLIENT_ONLY_PARAMS.map((name) => url.searchParams.get(name)).join("\n");

/**
 * Typing a search only rewrites `?q=` (choosing a window `?when=`, opening a quadrant on a phone `?quadrant=`); the
 * tasks on the page are already the right ones, so that alone does not ask the server again.
 */
export function isOnlySearchChange(currentUrl: URL, nextUrl: URL) {
	// The same address (an explicit revalidation, a click on the current page) still asks the server.
	if (currentUrl.pathname !== nextUrl.pathname) return false;
	if (clientOnlyValues(currentUrl) === clientOnlyValues(nextUrl)) return false;
	const withoutClientOnly = (url: URL) => {
		const params = new URLSearchParams(url.search);
		for (const name of CLIENT_ONLY_PARAMS) params.delete(name);
		params.sort();
		return params.toString();
	};
	return withoutClientOnly(currentUrl) === withoutClientOnly(nextUrl);
}
