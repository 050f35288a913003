import type { HttpBindings } from "@hono/node-server";
import { type Context, Hono } from "hono";
import type { Config } from "#config/env.server.ts";
import { CLIENT_ADDRESS_HEADER, LOCALE_HEADER } from "#core/auth/auth-request-headers.ts";
import { inAuthRequest } from "#core/auth/auth-request-scope.ts";
import type { Auth } from "#core/auth/create-auth.server.ts";
import type { AppEnv } from "../app-env.ts";
import { authInputGuard } from "../middleware/auth-input-guard.ts";
import { clientAddress } from "../middleware/client-address.ts";
import { sameOriginGuard } from "../middleware/same-origin-guard.ts";
import { preferredLocale } from "../request-locale.ts";
import { clearingBrowserDataIfOk } from "./clear-browser-data.ts";
import { keepLocationOnSite } from "./keep-location-on-site.ts";
import { keepReplacedSessionCookie } from "./keep-replaced-session-cookie.ts";
import { passkeyRegistrationRefusal } from "./passkey-registration-refusal.ts";
import { withoutDeadSessionCookie } from "./without-dead-session-cookie.ts";
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
			await withoutDeadSessionCookie(auth, c.req.path.slice(AUTH_BASE_PATH.length), headers);
			const body = c.req.method === "GET" ? undefined : c.req.raw.body;
			const forwarded = new Request(c.req.raw.url, {
				method: c.req.method,
				headers,
				body,
				duplex: "half",
			} as RequestInit);
			const scope = { logger: c.get("logger"), path: c.req.path.slice(AUTH_BASE_PATH.length) };
			const response = closingIfBodyUnread(c, await inAuthRequest(scope, () => auth.handler(forwarded)));
			const refusalCorrected = await passkeyRegistrationRefusal(c.req.path, response);
			const cookiesKept = await keepReplacedSessionCookie(c.req.path, refusalCorrected);
			const answer = await withoutSessionTokens(keepLocationOnSite(cookiesKept, config.baseUrl));
			// A browser signed out here keeps no copy of the user's pages or unsent changes (D3).
			return c.req.path === SIGN_OUT_PATH ? clearingBrowserDataIfOk(answer) : answer;
		});
}

const AUTH_BASE_PATH = "/api/auth";
const SIGN_OUT_PATH = `${AUTH_BASE_PATH}/sign-out`;

/**
 * better-auth refuses some bodies without reading them (a content type it does not take: 415; its rate limit: 429).
 * Node then cannot find the next request on the connection, and the client's next request there is reset: an answer
 * sent before the body has arrived says `Connection: close`, so Node closes the connection after it and the client
 * opens another (as the body limit's 413 does). Only on a real socket; in process there is no connection.
 */
function closingIfBodyUnread(c: Context, response: Response): Response {
	if ((c.env as Partial<HttpBindings> | undefined)?.incoming?.complete !== false) return response;
	const closing = new Response(response.body, response);
	closing.headers.set("Connection", "close");
	return closing;
}
