import { isRouteErrorResponse } from "react-router";

// React Router's words when it refuses a form posted from another origin (its CSRF check, before any action runs).
const FOREIGN_ORIGIN = /`origin` header/;

/**
 * Whether a page error is one any client can cause at will: a 4xx answer such as a form posted to a page without an
 * action (405), or a form posted from another origin. Logged as an error, it would let anyone fill the error log.
 */
export function isClientRefusal(error: unknown): boolean {
	if (isRouteErrorResponse(error)) return error.status < 500;
	return error instanceof Error && FOREIGN_ORIGIN.test(error.message);
}
