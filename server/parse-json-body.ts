import type { Context } from "hono";
import { DomainError } from "#core/errors/domain-error.ts";
import { fieldMessages } from "#core/validation/field-errors.ts";
import { z } from "#core/validation/zod.ts";
import { translateForRequest } from "./request-locale.ts";

export class BadRequestError extends Error {
	readonly fields: Record<string, string>;
	constructor(message: string, fields: Record<string, string>) {
		super(message);
		this.name = "BadRequestError";
		this.fields = fields;
	}
}

/** Parses the query string with a schema; a failing parameter becomes a 400 with translated field messages. */
export function parseQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.infer<Schema> {
	const result = schema.safeParse(c.req.query());
	if (result.success) return result.data;
	throw new BadRequestError(translateForRequest(c, "errors.invalidInput"), translatedFields(c, result.error));
}

/** Each failing field's message, translated for the request. */
export function translatedFields(c: Context, error: z.ZodError): Record<string, string> {
	return Object.fromEntries(
		Object.entries(fieldMessages(error)).map(([field, message]) => [
			field,
			translateForRequest(c, message.key, "values" in message ? message.values : {}),
		]),
	);
}

export const idParam = z.object({ id: z.uuid() });
// better-auth's own ids (its default generateId): 32 letters and digits.
export const authIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9]{32}$/) });

/**
 * The `:id` of a route: a UUID of ours, or (`kind: "auth"`) an id better-auth made. A malformed id cannot name anything
 * of this user's: 404, like someone else's, and the database never sees it (a NUL is an error there, not a miss).
 */
export function parseIdParam(c: Context, kind: "app" | "auth" = "app"): { id: string } {
	const result = (kind === "auth" ? authIdParam : idParam).safeParse(c.req.param());
	if (!result.success) throw new DomainError("not_found");
	return result.data;
}

/** Parses a JSON body with a schema; bad JSON or a failing field becomes a 400 with translated field messages. */
export async function parseJsonBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
	let raw: unknown;
	try {
		raw = await c.req.json();
	} catch {
		throw new BadRequestError(translateForRequest(c, "errors.invalidJson"), {});
	}
	const result = schema.safeParse(raw);
	if (result.success) return result.data;
	throw new BadRequestError(translateForRequest(c, "errors.invalidInput"), translatedFields(c, result.error));
}
