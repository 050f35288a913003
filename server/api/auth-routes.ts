import { Hono } from "hono";
import type { Config } from "#config/env.server.ts";
import { CLIENT_ADDRESS_HEADER, LOCALE_HEADER } from "#core/auth/auth-request-headers.ts";
import type { Auth } from "#core/auth/create-auth.server.ts";
import type { AppEnv } from "../app-env.ts";
import { authInputGuard } from "../middleware/auth-input-guard.ts";
import { clientAddress } from "../middleware/client-address.ts";
import { sameOriginGuard } from "../middleware/same-origin-guard.ts";
import { preferredLocale } from "../request-locale.ts";
import { keepLocationOnSite } from "./keep-location-on-site.ts";
import { keepReplacedSessionCookie } from "./keep-replaced-session-cookie.ts";
import { passkeyRegistrationRefusal } from "./passkey-registration-refusal.ts";
import { withoutSessionTokens } from "./without-session-tokens.ts";

/**
 * better-auth's endpoints under /api/auth, told the client's address and language through headers only we set; bodies pass the
 * shared text rules first, their redirects stay on this site, and no answer carries the session token.
 */
export function authRoutes(auth: Auth, config: Config) {
	// better-auth checks the origin only of requests that carry its cookie: a foreign page could still sign a visitor
	// in (anonymously, or to an account of its own). The sign-in provider's callback is the one cross-site arrival.
	const ownOriginOnly = sameOriginGuard({ baseUrl: config.baseUrl, areFormsAllowed: true });
	return new Hono<AppEnv>()
		.use("/*", (c, next) => (c.req.path.startsWith("/api/auth/callback/") ? next() : ownOriginOnly(c, next)))
		.on(["GET", "POST"], "/*", authInputGuard, async (c) => {
			const headers = new Headers(c.req.raw.headers);
			headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, config.trustedProxyHeader));
			headers.set(LOCALE_HEADER, preferredLocale(c));
			const body = c.req.method === "GET" ? undefined : c.req.raw.body;
			const response = await auth.handler(
				new Request(c.req.raw.url, { method: c.req.method, headers, body, duplex: "half" } as RequestInit),
			);
			const refusalCorrected = await passkeyRegistrationRefusal(c.req.path, response);
			const cookiesKept = await keepReplacedSessionCookie(c.req.path, refusalCorrected);
			return withoutSessionTokens(keepLocationOnSite(cookiesKept, config.baseUrl));
		});
}
