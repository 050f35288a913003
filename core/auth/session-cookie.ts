/**
 * The cookies' names and attributes. On https they carry the `__Host-` prefix (ASVS 3.3.3): the browser then keeps
 * them only when Secure, for the whole site (Path=/) and for this host alone (no Domain), so no sibling subdomain
 * can set or shadow them. better-auth itself only knows `__Secure-`, so its own prefix is turned off and ours is
 * part of the name; every reader (better-auth's getSession) derives the name from the same settings.
 */
export function sessionCookieNaming(baseUrl: string) {
	const isHttps = new URL(baseUrl).protocol === "https:";
	return isHttps
		? { cookiePrefix: "__Host-quadrant", useSecureCookies: false, defaultCookieAttributes: { secure: true, path: "/" } }
		: { cookiePrefix: "quadrant", useSecureCookies: false };
}
