import { describe, expect, it } from "vitest";
import { authErrorKey } from "#app/lib/auth-error-message.ts";

describe("sign-in error messages", () => {
	it("treats a wrong password and an unknown email alike", () => {
		expect(authErrorKey({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("authErrors.invalidCredentials");
	});

	it("explains rate limiting, weak passwords and bad links", () => {
		expect(authErrorKey({ status: 429 })).toBe("authErrors.tooManyAttempts");
		expect(authErrorKey({ status: 400, code: "PASSWORD_TOO_SHORT" })).toBe("authErrors.passwordTooShort");
		expect(authErrorKey({ status: 400, code: "INVALID_TOKEN" })).toBe("authErrors.invalidLink");
		expect(authErrorKey({ status: 400, code: "PASSWORD_TOO_COMMON" })).toBe("errorCodes.password_too_common");
		expect(authErrorKey({ status: 400, code: "PASSWORD_CONTAINS_CONTEXT" })).toBe(
			"errorCodes.password_contains_context",
		);
	});

	it("falls back to 'service unavailable' for server and network failures", () => {
		expect(authErrorKey({ status: 503 })).toBe("authErrors.unavailable");
		expect(authErrorKey(undefined)).toBe("authErrors.unavailable");
	});
});
