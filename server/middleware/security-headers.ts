import { secureHeaders } from "hono/secure-headers";
import { scriptNonce } from "./script-nonce.ts";

/**
 * CSP with a fresh script nonce per request (React Router's scripts and the theme script carry it), no inline
 * scripts otherwise, no framing, no <base> (an injected one would redirect relative script URLs); HSTS only in production behind an HTTPS address (browsers ignore it over HTTP).
 */
export function securityHeaders({ isProduction, baseUrl }: { isProduction: boolean; baseUrl: string }) {
	const isHttpsProduction = isProduction && baseUrl.startsWith("https://");
	return secureHeaders({
		contentSecurityPolicy: {
			defaultSrc: ["'self'"],
			scriptSrc: ["'self'", scriptNonce],
			styleSrc: ["'self'", "'unsafe-inline'"],
			imgSrc: ["'self'", "data:"],
			fontSrc: ["'self'"],
			connectSrc: ["'self'"],
			objectSrc: ["'none'"],
			baseUri: ["'none'"],
			formAction: ["'self'"],
			frameAncestors: ["'none'"],
		},
		strictTransportSecurity: isHttpsProduction ? "max-age=31536000; includeSubDomains" : false,
		xContentTypeOptions: "nosniff",
		referrerPolicy: "strict-origin-when-cross-origin",
		xFrameOptions: "DENY",
		crossOriginResourcePolicy: "same-origin",
		crossOriginOpenerPolicy: "same-origin",
		// Hono's default would forbid the Push API the profile issue needs; nothing else is restricted here.
		permissionsPolicy: {},
	});
}
