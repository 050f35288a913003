import type { z } from "#core/validation/zod.ts";
import { INVALID_CHARACTERS } from "./text-field.ts";

/** A translation key of the specification's form messages, with its values. Browser-safe. */
export type FieldMessage =
	| { key: "validation.required" }
	| { key: "validation.minLength"; values: { min: number } }
	| { key: "validation.maxLength"; values: { max: number } }
	| { key: "validation.email" }
	| { key: "validation.invalidCharacters" }
	| { key: "validation.atLeast"; values: { min: number } }
	| { key: "validation.atMost"; values: { max: number } }
	| { key: "validation.oneOf"; values: { values: string } }
	| { key: CustomMessageKey };

/**
 * Rules a schema checks itself (`addIssue` with one of these as the message) and their own translation keys. The
 * message is the key, so a schema names what it found wrong without knowing about translation.
 */
const CUSTOM_MESSAGE_KEYS = [
	"validation.time",
	"validation.timeZone",
	"validation.quietHoursBoth",
	"validation.quietHoursZero",
	"validation.repeat",
	"validation.repeatTooOften",
] as const;
type CustomMessageKey = (typeof CUSTOM_MESSAGE_KEYS)[number];
const isCustomMessageKey = (message: string): message is CustomMessageKey =>
	(CUSTOM_MESSAGE_KEYS as readonly string[]).includes(message);

/** Maps each failing field to the specification's message for the first rule it breaks. */
export function fieldMessages(error: z.ZodError): Record<string, FieldMessage> {
	const fields: Record<string, FieldMessage> = {};
	for (const issue of error.issues) {
		const field = issue.path.join(".") || "_";
		if (fields[field]) continue;
		fields[field] = messageFor(issue);
	}
	return fields;
}

function messageFor(issue: z.core.$ZodIssue): FieldMessage {
	if (issue.code === "custom" && issue.message === INVALID_CHARACTERS) return { key: "validation.invalidCharacters" };
	if ((issue.code === "custom" || issue.code === "invalid_format") && isCustomMessageKey(issue.message)) {
		return { key: issue.message };
	}
	// A number out of its range: its bounds, not a length.
	if (issue.code === "too_small" && issue.origin === "number") {
		return { key: "validation.atLeast", values: { min: Number(issue.minimum) } };
	}
	if (issue.code === "too_big" && issue.origin === "number") {
		return { key: "validation.atMost", values: { max: Number(issue.maximum) } };
	}
	if (issue.code === "invalid_value") return { key: "validation.oneOf", values: { values: issue.values.join(", ") } };
	if (issue.code === "invalid_type" || (issue.code === "too_small" && Number(issue.minimum) <= 1)) {
		return { key: "validation.required" };
	}
	if (issue.code === "too_small") return { key: "validation.minLength", values: { min: Number(issue.minimum) } };
	if (issue.code === "too_big") return { key: "validation.maxLength", values: { max: Number(issue.maximum) } };
	if (issue.code === "invalid_format" && issue.format === "email") return { key: "validation.email" };
	return { key: "validation.required" };
}
