import { createMiddleware } from "hono/factory";
import { apiError } from "../api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { translateForRequest } from "../request-locale.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// The content types a cross-site HTML form or a "simple" fetch can send without a CORS preflight.
const SIMPLE_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

/**
 * CSRF defence for the JSON API: a state-changing request must come from our own origin (when the browser
 * says where it comes from) and must not use a content type that a cross-site form could send. better-auth's
 * endpoints take our own forms' bodies (`areFormsAllowed`): for them the origin alone decides.
 */
export function sameOriginGuard({ baseUrl, areFormsAllowed = false }: { baseUrl: string; areFormsAllowed?: boolean }) {
	const ownOrigin = new URL(baseUrl).origin;
	return createMiddleware<AppEnv>(async (c, next) => {
		if (SAFE_METHODS.has(c.req.method)) return next();
		const origin = c.req.header("origin");
		const fetchSite = c.req.header("sec-fetch-site");
		const contentType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
		const isForeignOrigin = origin !== undefined && origin !== ownOrigin;
		const isCrossSite = fetchSite === "cross-site" || fetchSite === "same-site";
		const isFormBody = !areFormsAllowed && SIMPLE_CONTENT_TYPES.includes(contentType);
		if (isForeignOrigin || isCrossSite || isFormBody) {
			return apiError(c, 403, "forbidden", translateForRequest(c, "errors.forbidden"));
		}
		return next();
	});
}
