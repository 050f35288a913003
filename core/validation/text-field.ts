import { z } from "#core/validation/zod.ts";

// Browser-safe: the one rule for text people type, shared by the forms, the JSON API and the guard in front of
// better-auth. PostgreSQL refuses NUL in text and an unpaired surrogate cannot be written as UTF-8, so both are
// refused up front (with `validation.invalidCharacters`) instead of failing at the database.

/** The issue message that marks text that cannot be stored; field-errors.ts turns it into its translation key. */
export const INVALID_CHARACTERS = "invalid_characters";

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one (no `u` flag on purpose:
// it must see UTF-16 code units).
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
	return !UNSTORABLE.test(value);
}

/**
 * Text of `min` to `max` UTF-16 code units, trimmed unless told. Length is measured in UTF-16 code units everywhere
 * (zod's own `.max` counts code points): that is what better-auth checks passwords with and what an input's
 * `maxlength` counts, so the form, the API and better-auth never disagree about the same string.
 */
export function textField({ min = 0, max, trim = true }: { min?: number; max: number; trim?: boolean }) {
	return (trim ? z.string().trim() : z.string()).superRefine((value, context) => {
		if (!isStorableText(value)) {
			context.addIssue({ code: "custom", message: INVALID_CHARACTERS, input: value });
			return;
		}
		if (value.length < min) {
			// Empty is "required", whatever the minimum.
			const minimum = value.length === 0 ? 1 : min;
			context.addIssue({ code: "too_small", origin: "string", minimum, inclusive: true, input: value });
		} else if (value.length > max) {
			context.addIssue({ code: "too_big", origin: "string", maximum: max, inclusive: true, input: value });
		}
	});
}
