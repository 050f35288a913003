import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";

/** The one shape every API error takes: `{ error: { code, message, fields } }`. */
export function apiError(
	c: Context,
	status: ContentfulStatusCode,
	code: string,
	message: string,
	fields?: Record<string, string>,
) {
	const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
	return c.json(body, status);
}
