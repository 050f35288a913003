/**
 * What a browser forgets of this site when its session ends here: the HTTP cache and the storage (Cache Storage with
 * the worker's copies of the user's pages, IndexedDB with the user's unsent changes, localStorage, and the worker
 * itself, which the next page registers again). Cookies are not named: the answer that ends the session clears its
 * own, and the language cookie stays.
 */
export const CLEAR_BROWSER_DATA = { "Clear-Site-Data": '"cache", "storage"' } as const;

/** `response`, telling the browser to forget this site's data if it succeeded. */
export function clearingBrowserDataIfOk(response: Response): Response {
	if (!response.ok) return response;
	const clearing = new Response(response.body, response);
	for (const [name, value] of Object.entries(CLEAR_BROWSER_DATA)) clearing.headers.set(name, value);
	return clearing;
}
