/** The search of the matrix and the sticky wall lives in the address, so switching views keeps it. */
export const SEARCH_PARAM = "q";

/** The address parameters the two views of the tasks carry over to each other: the board and the search. */
export const CARRIED_PARAMS = ["board", SEARCH_PARAM] as const;

/**
 * Typing a search only rewrites `?q=`; the tasks on the page are already the right ones, so that alone does not
 * ask the server again.
 */
export function isOnlySearchChange(currentUrl: URL, nextUrl: URL) {
	if (currentUrl.pathname !== nextUrl.pathname) return false;
	const withoutSearch = (url: URL) => {
		const params = new URLSearchParams(url.search);
		params.delete(SEARCH_PARAM);
		params.sort();
		return params.toString();
	};
	return withoutSearch(currentUrl) === withoutSearch(nextUrl);
}
