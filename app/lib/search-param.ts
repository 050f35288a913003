/** The search of the matrix and the sticky wall lives in the address, so switching views (and a reload) keeps it. */
export const SEARCH_PARAM = "q";

/** The address parameters the two views of the tasks carry over to each other: the board and the search. */
export const CARRIED_PARAMS = ["board", SEARCH_PARAM] as const;

/**
 * Typing a search only rewrites `?q=`; the tasks on the page are already the right ones, so that alone does not
 * ask the server again.
 */
export function isOnlySearchChange(currentUrl: URL, nextUrl: URL) {
	// The same address (an explicit revalidation, a click on the current page) still asks the server.
	if (currentUrl.pathname !== nextUrl.pathname) return false;
	if (currentUrl.searchParams.get(SEARCH_PARAM) === nextUrl.searchParams.get(SEARCH_PARAM)) return false;
	const withoutSearch = (url: URL) => {
		const params = new URLSearchParams(url.search);
		params.delete(SEARCH_PARAM);
		params.sort();
		return params.toString();
	};
	return withoutSearch(currentUrl) === withoutSearch(nextUrl);
}
