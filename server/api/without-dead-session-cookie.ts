import type { Auth } from "#core/auth/create-auth.server.ts";

/**
 * The paths after which better-auth's anonymous plugin looks up the session of the request's cookie (its after-hook's
 * matcher in `better-auth/dist/plugins/anonymous`), relative to /api/auth.
 */
const SIGN_IN_PATHS = [
	"/sign-in",
	"/sign-up",
	"/callback",
	"/magic-link/verify",
	"/email-otp/verify-email",
	"/one-tap/callback",
	"/passkey/verify-authentication",
	"/phone-number/verify",
	"/verify-email",
];

/**
 * A sign-in whose request still carries the cookie of a session that ended (signed out on another device, expired)
 * would leave the browser signed out: after the sign-in set the new session's cookie, the anonymous plugin looks up
 * the old one, finds it dead and expires the session cookies, and the expiry replaces the new cookie in the answer.
 * Such a request is forwarded without the dead session's cookies; every other cookie (an OAuth state) stays.
 */
export async function withoutDeadSessionCookie(auth: Auth, path: string, headers: Headers): Promise<void> {
	if (!SIGN_IN_PATHS.some((prefix) => path.startsWith(prefix))) return;
	const cookie = headers.get("cookie");
	const { authCookies } = await auth.$context;
	const sessionCookies = [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
		(item) => item.name,
	);
	if (!cookie?.includes(authCookies.sessionToken.name)) return;
	// The same question the plugin asks afterwards, so both judge the cookie alike.
	const session = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
	if (session) return;
	const kept = cookie
		.split(";")
		.map((pair) => pair.trim())
		.filter((pair) => pair !== "" && !sessionCookies.includes(pair.slice(0, pair.indexOf("=")).trim()));
	if (kept.length === 0) headers.delete("cookie");
	else headers.set("cookie", kept.join("; "));
}
