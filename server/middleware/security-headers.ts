import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { withHeadersOnEveryAnswer } from "./every-answer-headers.ts";
import { nextNonce } from "./script-nonce.ts";

/**
 * CSP with a fresh script nonce per request (React Router's scripts and the theme script carry it), no inline
 * scripts otherwise, no framing, no <base> (an injected one would redirect relative script URLs); HSTS only in
 * production behind an HTTPS address (browsers ignore it over HTTP). The other headers are those hono/secure-headers
 * sends by default (which this replaced: it rebuilt every value and set each on a Fetch `Headers` per request), with
 * no Permissions-Policy (Hono's default would forbid the Push API); tests/e2e/security.test.ts holds them. ADR 0020.
 */
export function securityHeaders({ isProduction, baseUrl }: { isProduction: boolean; baseUrl: string }) {
	const isHttpsProduction = isProduction && baseUrl.startsWith("https://");
	const cspBeforeNonce = "default-src 'self'; script-src 'self' 'nonce-";
	const cspAfterNonce = [
		"'",
		" style-src 'self' 'unsafe-inline'",
		" img-src 'self' data:",
		" font-src 'self'",
		" connect-src 'self'",
		" object-src 'none'",
		" base-uri 'none'",
		" form-action 'self'",
		" frame-ancestors 'none'",
	].join(";");
	const fixed: [string, string][] = [
		["Cross-Origin-Opener-Policy", "same-origin"],
		["Cross-Origin-Resource-Policy", "same-origin"],
		["Origin-Agent-Cluster", "?1"],
		["Referrer-Policy", "strict-origin-when-cross-origin"],
		...(isHttpsProduction
			? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
			: []),
		["X-Content-Type-Options", "nosniff"],
		["X-DNS-Prefetch-Control", "off"],
		["X-Download-Options", "noopen"],
		["X-Frame-Options", "DENY"],
		["X-Permitted-Cross-Domain-Policies", "none"],
		["X-XSS-Protection", "0"],
	];
	return createMiddleware<AppEnv>((c, next) => {
		const nonce = nextNonce();
		c.set("secureHeadersNonce", nonce);
		const csp: [string, string] = ["Content-Security-Policy", `${cspBeforeNonce}${nonce}${cspAfterNonce}`];
		return withHeadersOnEveryAnswer(c, next, [csp, ...fixed]);
	});
}
