import { describe, expect, it } from "vitest";
import { credentialsSchema } from "#core/auth/credentials.schema.ts";
import { updateUserSettingsSchema } from "#core/settings/user-settings.schema.ts";
import { fieldMessages } from "./field-errors.ts";

const messagesFor = (input: unknown) => {
	const result = credentialsSchema.safeParse(input);
	return result.success ? {} : fieldMessages(result.error);
};

describe("form messages", () => {
	it("says a missing or empty field is required", () => {
		expect(messagesFor({})).toEqual({
			email: { key: "validation.required" },
			password: { key: "validation.required" },
		});
		expect(messagesFor({ email: "  ", password: "" })).toEqual({
			email: { key: "validation.required" },
			password: { key: "validation.required" },
		});
	});

	it("names the bounds of a password that is too short or too long", () => {
		expect(messagesFor({ email: "a@b.co", password: "short" }).password).toEqual({
			key: "validation.minLength",
			values: { min: 8 },
		});
		expect(messagesFor({ email: "a@b.co", password: "x".repeat(129) }).password).toEqual({
			key: "validation.maxLength",
			values: { max: 128 },
		});
		// 65 emoji are 130 UTF-16 code units: too long for better-auth, so too long here.
		expect(messagesFor({ email: "a@b.co", password: "😀".repeat(65) }).password).toEqual({
			key: "validation.maxLength",
			values: { max: 128 },
		});
	});

	it("asks for a valid email address", () => {
		expect(messagesFor({ email: "not-an-email", password: "long enough" }).email).toEqual({ key: "validation.email" });
		expect(messagesFor({ email: "ok@example.com", password: "long enough" })).toEqual({});
	});

	it("names a number's bounds, a choice's values, and the rules a schema checks itself", () => {
		const settingsMessages = (input: unknown) => {
			const result = updateUserSettingsSchema.safeParse(input);
			return result.success ? {} : fieldMessages(result.error);
		};
		expect(settingsMessages({ reminderHour: 24 })).toEqual({
			reminderHour: { key: "validation.atMost", values: { max: 23 } },
		});
		expect(settingsMessages({ reminderHour: -1 })).toEqual({
			reminderHour: { key: "validation.atLeast", values: { min: 0 } },
		});
		expect(settingsMessages({ reminderOffsetMinutes: 30 })).toEqual({
			reminderOffsetMinutes: { key: "validation.oneOf", values: { values: "0, 10, 60, 1440" } },
		});
		expect(settingsMessages({ quietHoursStart: "22:00" })).toEqual({
			quietHoursEnd: { key: "validation.quietHoursBoth" },
		});
		expect(settingsMessages({ quietHoursStart: "06:00", quietHoursEnd: "06:00" })).toEqual({
			quietHoursEnd: { key: "validation.quietHoursZero" },
		});
		expect(settingsMessages({ quietHoursStart: "6 am", quietHoursEnd: "07:00" })).toEqual({
			quietHoursStart: { key: "validation.time" },
		});
		expect(settingsMessages({ timeZone: "Mars/Olympus_Mons" })).toEqual({ timeZone: { key: "validation.timeZone" } });
		expect(settingsMessages({ quietHoursStart: "22:00", quietHoursEnd: "07:00" })).toEqual({});
	});
});
