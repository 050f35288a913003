import { changesSettled } from "#app/lib/changes-in-flight.ts";

/** Whether this browser still has a session: after a `signed-out` event or a refused stream, before going to sign-in. */
export type SessionCheck = "signedIn" | "signedOut" | "unknown";

/**
 * Asks better-auth for this browser's session. Another tab may have replaced the session (adding a password, linking
 * Google), so the stream's end alone does not mean this tab is signed out; no session does. better-auth answers that
 * with 200 and `null`, where GET /api/v1/me would answer 401, which browsers log as an error on every sign-out. A
 * failure to ask is "unknown": retry.
 */
export async function checkSession(): Promise<SessionCheck> {
	// A password change ends the old session before its answer brings the new one: ask once it has come.
	await changesSettled();
	try {
		const response = await fetch("/api/auth/get-session", {
			credentials: "same-origin",
			headers: { accept: "application/json" },
		});
		if (!response.ok) return "unknown";
		return (await response.json()) === null ? "signedOut" : "signedIn";
	} catch {
		return "unknown";
	}
}
