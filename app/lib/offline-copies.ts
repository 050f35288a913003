/** The caches of a user's pages (public/sw.js names them `quadrant-<build>-user-<owner key>`). */
const USER_CACHE = /^quadrant-.+-user-/;

/**
 * Forgets this browser's copies of the signed-in user's pages and data, before a sign-out or an account deletion
 * leaves the page: the next person on this browser must find none of them. This works offline too, where the server
 * cannot be told of the sign-out.
 */
export async function forgetOfflineCopies(): Promise<void> {
	try {
		navigator.serviceWorker?.controller?.postMessage({ type: "forget" });
		const names = await caches.keys();
		await Promise.all(names.filter((name) => USER_CACHE.test(name)).map((name) => caches.delete(name)));
	} catch {
		// No Cache Storage here (an insecure origin, a refusing browser): then there are no copies either.
	}
}
