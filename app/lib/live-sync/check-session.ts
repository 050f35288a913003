/** Whether this browser still has a session: after a `signed-out` event or a refused stream, before going to sign-in. */
export type SessionCheck = "signedIn" | "signedOut" | "unknown";

/**
 * Asks the API who is signed in. Another tab may have replaced the session (adding a password, linking Google), so
 * the stream's end alone does not mean this tab is signed out; a 401 does. A failure to ask is "unknown": retry.
 */
export async function checkSession(): Promise<SessionCheck> {
	try {
		const response = await fetch("/api/v1/me", { credentials: "same-origin", headers: { accept: "application/json" } });
		if (response.status === 401) return "signedOut";
		return response.ok ? "signedIn" : "unknown";
	} catch {
		return "unknown";
	}
}
