import type { z } from "zod";
import { INVALID_CHARACTERS } from "./text-field.ts";

/** A translation key of the specification's form messages, with its values. Browser-safe. */
export type FieldMessage =
	| { key: "validation.required" }
	| { key: "validation.minLength"; values: { min: number } }
	| { key: "validation.maxLength"; values: { max: number } }
	| { key: "validation.email" }
	| { key: "validation.invalidCharacters" };

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
	if (issue.code === "invalid_type" || (issue.code === "too_small" && Number(issue.minimum) <= 1)) {
		return { key: "validation.required" };
	}
	if (issue.code === "too_small") return { key: "validation.minLength", values: { min: Number(issue.minimum) } };
	if (issue.code === "too_big") return { key: "validation.maxLength", values: { max: Number(issue.maximum) } };
	if (issue.code === "invalid_format" && issue.format === "email") return { key: "validation.email" };
	return { key: "validation.required" };
}
