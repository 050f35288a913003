import { safeRedirect } from "#app/lib/safe-redirect.ts";

/**
 * better-auth redirects to a relative callbackURL once its own check passed it, and "/%2e%2e//host" passes that
 * check, then comes out as "//host" where better-auth appends an error (verify-email with a bad token). So every
 * relative Location it answers goes through the app's one redirect rule. Absolute http(s) addresses are its own
 * building (the OpenID provider, trusted origins only) and pass unchanged.
 */
export function keepLocationOnSite(response: Response, baseUrl: string): Response {
	const location = response.headers.get("location");
	if (location === null || /^https?:\/\//i.test(location)) return response;
	const onSite = safeRedirect(location, { baseUrl, fallback: "/" });
	if (onSite === location) return response;
	const headers = new Headers(response.headers);
	headers.set("location", onSite);
	return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
