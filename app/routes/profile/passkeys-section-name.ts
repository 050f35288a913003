import type { TFunction } from "i18next";
import { passkeyNameField } from "#core/auth/passkey.schema.ts";
import { fieldMessages } from "#core/validation/field-errors.ts";

/** The name as it will be saved (trimmed), or the message that says why it cannot be. */
export function checkPasskeyName(value: string, t: TFunction): { name: string } | { error: string } {
	const parsed = passkeyNameField.safeParse(value);
	if (parsed.success) return { name: parsed.data };
	const message = fieldMessages(parsed.error)._ ?? { key: "validation.required" as const };
	return { error: "values" in message ? t(message.key, message.values) : t(message.key) };
}
