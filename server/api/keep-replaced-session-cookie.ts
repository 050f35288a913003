/**
 * better-auth's get-session answers a dead session token with `null` and expires the session cookie. A tab asks that
 * when its live stream says its session ended, which happens when the session was *replaced* (a confirmed keep-data
 * link, a linked Google account): its request can leave with the old cookie and come back after the replacement
 * cookie was stored, and then it would expire the new one, signing the browser out. The old token is dead on the
 * server already, so a `null` answer keeps the browser's cookies as they are.
 */
export async function keepReplacedSessionCookie(path: string, response: Response): Promise<Response> {
	if (path !== "/api/auth/get-session" || response.headers.getSetCookie().length === 0) return response;
	if ((await response.clone().text()) !== "null") return response;
	const headers = new Headers(response.headers);
	headers.delete("set-cookie");
	return new Response("null", { status: response.status, statusText: response.statusText, headers });
}
