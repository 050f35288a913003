import type { FieldMessage } from "./field-errors.ts";

// A form posted before its page hydrated is checked on the server with the page's own schema, and sent back to the
// page (a 303) with each failing field's message in the address: `invalid=email:validation.email`,
// `invalid=password:validation.minLength:8`. Never the values: an address ends up in logs and the history.

/** The name of the query parameter, once per failing field. */
export const INVALID_FIELD_PARAM = "invalid";

const BOUNDED_KEYS = [
	"validation.minLength",
	"validation.maxLength",
	"validation.atLeast",
	"validation.atMost",
] as const;
type BoundedKey = (typeof BOUNDED_KEYS)[number];
const isBoundedKey = (key: string): key is BoundedKey => (BOUNDED_KEYS as readonly string[]).includes(key);
const PLAIN_KEYS = ["validation.required", "validation.email", "validation.invalidCharacters"] as const;
const isPlainKey = (key: string): key is (typeof PLAIN_KEYS)[number] => (PLAIN_KEYS as readonly string[]).includes(key);

const ENTRY = /^([a-zA-Z]{1,40}):(validation\.[a-zA-Z]{1,40})(?::(\d{1,6}))?$/;

/** The `invalid` values for `messages`, the messages no form of the sign-in page can show left out. */
export function encodeFieldErrors(messages: Record<string, FieldMessage>): string[] {
	return Object.entries(messages).flatMap(([field, message]) => {
		if (isBoundedKey(message.key) && "values" in message) {
			const bound = Object.values(message.values)[0];
			return [`${field}:${message.key}:${bound}`];
		}
		return isPlainKey(message.key) ? [`${field}:${message.key}`] : [];
	});
}

/**
 * The messages of `fields` the address carries: anything else (another field, another key, a bound on a key without
 * one) is ignored, since anyone can write an address.
 */
export function decodeFieldErrors(values: string[], fields: readonly string[]): Record<string, FieldMessage> {
	const messages: Record<string, FieldMessage> = {};
	for (const value of values) {
		const [, field = "", key = "", bound] = ENTRY.exec(value) ?? [];
		if (!fields.includes(field) || messages[field]) continue;
		if (isBoundedKey(key) && bound !== undefined) messages[field] = boundedMessage(key, Number(bound));
		else if (isPlainKey(key) && bound === undefined) messages[field] = { key };
	}
	return messages;
}

function boundedMessage(key: BoundedKey, bound: number): FieldMessage {
	switch (key) {
		case "validation.minLength":
		case "validation.atLeast":
			return { key, values: { min: bound } };
		case "validation.maxLength":
		case "validation.atMost":
			return { key, values: { max: bound } };
	}
}
