import type { Context } from "hono";
import type { z } from "zod";
import { fieldMessages } from "#core/validation/field-errors.ts";
import { translateForRequest } from "./request-locale.ts";

export class BadRequestError extends Error {
	readonly fields: Record<string, string>;
	constructor(message: string, fields: Record<string, string>) {
		super(message);
		this.name = "BadRequestError";
		this.fields = fields;
	}
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
	const fields = Object.fromEntries(
		Object.entries(fieldMessages(result.error)).map(([field, message]) => [
			field,
			translateForRequest(c, message.key, "values" in message ? message.values : {}),
		]),
	);
	throw new BadRequestError(translateForRequest(c, "errors.invalidInput"), fields);
}
