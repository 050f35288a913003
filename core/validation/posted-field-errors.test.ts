import { describe, expect, it } from "vitest";
import { credentialsSchema } from "#core/auth/credentials.schema.ts";
import { fieldMessages } from "./field-errors.ts";
import { decodeFieldErrors, encodeFieldErrors } from "./posted-field-errors.ts";

describe("field messages carried in the sign-in page's address", () => {
	it("come back as the schema's own messages, bounds included", () => {
		const checked = credentialsSchema.safeParse({ email: "not an address", password: "short" });
		if (checked.success) throw new Error("expected a refusal");
		const messages = fieldMessages(checked.error);
		const encoded = encodeFieldErrors(messages);
		expect(encoded).toEqual(["email:validation.email", "password:validation.minLength:8"]);
		expect(decodeFieldErrors(encoded, ["email", "password"])).toEqual(messages);
	});

	it("ignore another field, a key no form shows, a bound where none belongs or missing, and a second value", () => {
		const decoded = decodeFieldErrors(
			[
				"token:validation.required",
				"email:authErrors.unavailable",
				"email:validation.email:3",
				"password:validation.maxLength",
				"password:validation.required",
				"password:validation.minLength:8",
				"email:validation.required",
				"email:validation.email",
			],
			["email", "password"],
		);
		expect(decoded).toEqual({ password: { key: "validation.required" }, email: { key: "validation.required" } });
	});
});
