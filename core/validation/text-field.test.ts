import { describe, expect, it } from "vitest";
import { fieldMessages } from "./field-errors.ts";
import { textField } from "./text-field.ts";

const messageFor = (schema: ReturnType<typeof textField>, value: unknown) => {
	const result = schema.safeParse(value);
	return result.success ? undefined : fieldMessages(result.error)._;
};

describe("text field", () => {
	const name = textField({ min: 1, max: 4 });

	it("refuses NUL and unpaired surrogates, and keeps paired ones", () => {
		for (const value of ["a\0b", "\ud800", "a\udc00", "\udc00\ud800", "x\ud83d"]) {
			expect(messageFor(name, value), JSON.stringify(value)).toEqual({ key: "validation.invalidCharacters" });
		}
		expect(name.parse("😀")).toBe("😀");
	});

	it("measures length in UTF-16 code units, after trimming", () => {
		expect(name.parse("  abcd  ")).toBe("abcd");
		expect(messageFor(name, "😀😀😀")).toEqual({ key: "validation.maxLength", values: { max: 4 } });
		expect(messageFor(name, "   ")).toEqual({ key: "validation.required" });
		expect(messageFor(textField({ min: 3, max: 9, trim: false }), " a")).toEqual({
			key: "validation.minLength",
			values: { min: 3 },
		});
	});
});
