import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { emailField, PASSWORD_MAX_LENGTH, userImageField, userNameField } from "#core/auth/credentials.schema.ts";
import { isStorableText, textField } from "#core/validation/text-field.ts";
import { z } from "#core/validation/zod.ts";
import type { AppEnv } from "../app-env.ts";
import { translatedFields } from "../parse-json-body.ts";
import { translateForRequest } from "../request-locale.ts";

// better-auth's bodies are flat; anything nested deeper is not a request of ours.
const MAX_DEPTH = 8;

// better-auth checks the shape of its bodies and a new password's minimum itself; what it lets through (NUL and lone
// surrogates reach PostgreSQL, a 3,000-character email its unique indexes, an unbounded name or image) is refused here
// first. `name` and `image` are the user's only fields a client can set (sign-up, update-user); the session's own
// field (rowVersion) is not an input.
const password = textField({ max: PASSWORD_MAX_LENGTH, trim: false }).optional();
const typedFields = z.object({
	email: emailField.optional(),
	newEmail: emailField.optional(),
	name: userNameField.optional(),
	image: userImageField.optional(),
	password,
	newPassword: password,
	currentPassword: password,
});

/**
 * In front of better-auth's endpoints (/api/auth/*): a body whose typed fields break the shared text rules, or with
 * any string that cannot be stored, is refused with 400 in better-auth's error shape (`{ code, message }`,
 * plus translated `fields`), before better-auth, its hooks or the database see it.
 */
export const authInputGuard = createMiddleware<AppEnv>(async (c, next) => {
	const body = c.req.method === "POST" ? await readBody(c) : undefined;
	if (body === undefined) return next();
	const typed = typedFields.safeParse(body);
	if (!typed.success) return refuse(c, codeFor(typed.error), translatedFields(c, typed.error));
	const unstorable = findUnstorable(body, "", 0);
	if (unstorable === null) return refuse(c, "INVALID_INPUT", { _: translateForRequest(c, "errors.invalidInput") });
	if (unstorable !== undefined) {
		return refuse(c, "INVALID_INPUT", { [unstorable]: translateForRequest(c, "validation.invalidCharacters") });
	}
	return next();
});

/**
 * The body as better-auth will read it: JSON, or a form for the endpoints that take one (sign-in and sign-up by email).
 * Read from a clone, as better-auth reads the original stream; the body limit in front applies to both. Undefined for
 * anything else, and for malformed JSON, which better-auth refuses itself.
 */
async function readBody(c: Context): Promise<unknown> {
	const type = c.req.header("content-type")?.toLowerCase() ?? "";
	const isForm = type.includes("application/x-www-form-urlencoded");
	if (!isForm && !type.includes("json")) return undefined;
	const text = await c.req.raw.clone().text();
	if (isForm) return Object.fromEntries(new URLSearchParams(text));
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}

function refuse(c: Context, code: string, fields: Record<string, string>) {
	return c.json({ code, message: translateForRequest(c, "errors.invalidInput"), fields }, 400);
}

/** better-auth's own codes where one fits, so its clients understand the refusal. */
function codeFor(error: z.ZodError): string {
	const [issue] = error.issues;
	const field = String(issue?.path[0] ?? "");
	if (field.toLowerCase().includes("email")) return "INVALID_EMAIL";
	if (field.toLowerCase().includes("password") && issue?.code === "too_big") return "PASSWORD_TOO_LONG";
	return "INVALID_INPUT";
}

/** The path of the first string that cannot be stored; null for nesting deeper than MAX_DEPTH; undefined if none. */
function findUnstorable(value: unknown, path: string, depth: number): string | null | undefined {
	if (typeof value === "string") return isStorableText(value) ? undefined : path || "_";
	if (typeof value !== "object" || value === null) return undefined;
	if (depth >= MAX_DEPTH) return null;
	for (const [key, item] of Object.entries(value)) {
		if (!isStorableText(key)) return "_";
		const found = findUnstorable(item, path ? `${path}.${key}` : key, depth + 1);
		if (found !== undefined) return found;
	}
	return undefined;
}
