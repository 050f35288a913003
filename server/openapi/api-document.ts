import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import type { BillingMode } from "#config/billing-mode.ts";
import { z } from "#core/validation/zod.ts";
import { KEY_PATTERN } from "../middleware/idempotency.ts";
import { errorBodySchema } from "./api-answers.ts";
import { API_OPERATIONS, API_TAGS, type ApiOperation } from "./api-operations.ts";

// The published contract of /api/v1 (OpenAPI 3.1, ADR 0045), made from the operations' own zod schemas by zod-openapi.
// Built once per process and billing mode: the schemas do not change while it runs.

export const API_PREFIX = "/api/v1";

/** `/tasks/:id` → `/api/v1/tasks/{id}`; Hono's `:name{pattern}` too. */
export const documentPath = (path: string) => `${API_PREFIX}${path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}")}`;

const refusal = (description: string) => ({
	description,
	content: { "application/json": { schema: errorBodySchema } },
});

const idempotencyHeaders = z.object({
	"idempotency-key": z
		.string()
		.regex(KEY_PATTERN)
		.optional()
		.meta({
			description:
				"Applies the change once: a retry with the same key and request answers the first answer again; the same " +
				"key on another request is refused with 409.",
		}),
});

function operation(entry: ApiOperation): ZodOpenApiOperationObject {
	const isMutation = entry.method !== "get";
	const hasInput = Boolean(entry.body ?? entry.query ?? entry.headers) || (isMutation && !entry.isPublic);
	const headers =
		isMutation && !entry.isPublic
			? entry.headers
				? entry.headers.extend(idempotencyHeaders.shape)
				: idempotencyHeaders
			: entry.headers;
	const answers = Object.fromEntries(
		Object.entries(entry.answers).map(([status, answer]) => [
			status,
			{
				description: answer.description,
				...(answer.schema || answer.contentType
					? { content: { [answer.contentType ?? "application/json"]: answer.schema ? { schema: answer.schema } : {} } }
					: {}),
			},
		]),
	);
	return {
		operationId: `${entry.method}${entry.path.replace(/:(\w+)(\{[^}]*\})?/g, "By-$1").replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => next?.toUpperCase() ?? "")}`,
		tags: [entry.tag],
		summary: entry.summary,
		...(entry.description ? { description: entry.description } : {}),
		...(entry.isPublic ? { security: [] } : {}),
		requestParams: {
			...(entry.params ? { path: entry.params } : {}),
			...(entry.query ? { query: entry.query } : {}),
			...(headers ? { header: headers } : {}),
		},
		...(entry.body ? { requestBody: { required: true, content: { "application/json": { schema: entry.body } } } } : {}),
		responses: {
			...answers,
			...(hasInput ? { 400: { $ref: "#/components/responses/BadRequest" } } : {}),
			...(entry.isPublic ? {} : { 401: { $ref: "#/components/responses/Unauthorized" } }),
			...(entry.params ? { 404: { $ref: "#/components/responses/NotFound" } } : {}),
			default: { $ref: "#/components/responses/Refused" },
		},
	};
}

function build(billingMode: BillingMode) {
	const paths: ZodOpenApiPathsObject = {};
	for (const entry of API_OPERATIONS) {
		if (entry.isBilling && billingMode === "off") continue;
		const path = documentPath(entry.path);
		paths[path] = { ...paths[path], [entry.method]: operation(entry) };
	}
	return createDocument({
		openapi: "3.1.0",
		info: {
			title: "Quadrant API",
			// The contract's version is the path's: a change that breaks a client would be /api/v2.
			version: "1",
			description:
				"The JSON API the Quadrant app itself uses. Every request but the contract and Stripe's webhook needs a " +
				"session (the cookie a sign-in at /api/auth sets). A request that changes something must come from the " +
				"app's own origin (an `Origin` header of another site is refused with 403) and send JSON. Every refusal " +
				"answers the same body: `{ error: { code, message, fields } }`.",
		},
		servers: [{ url: "/", description: "This instance" }],
		security: [{ session: [] }],
		tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
		paths,
		components: {
			securitySchemes: {
				session: {
					type: "apiKey",
					in: "cookie",
					name: "better-auth.session_token",
					description: "Set by signing in; named `__Secure-better-auth.session_token` over https.",
				},
			},
			responses: {
				BadRequest: refusal("An input failed its schema (`fields` names each one) or the body is not JSON."),
				Unauthorized: refusal("No session, or it has ended."),
				NotFound: refusal("No such resource of this account (another account's is not found either)."),
				Refused: refusal(
					"Any other refusal: 403 (the plan, another origin), 409 (a conflict: stale version, idempotency key), " +
						"413 (body too large), 429 (too many attempts), 503 (busy: retry after Retry-After), 500.",
				),
			},
		},
	});
}

const documents = new Map<BillingMode, ReturnType<typeof build>>();

/** The document of what this instance serves: without billing's routes when BILLING_MODE=off. */
export function apiDocument(billingMode: BillingMode) {
	let document = documents.get(billingMode);
	if (!document) {
		document = build(billingMode);
		documents.set(billingMode, document);
	}
	return document;
}
