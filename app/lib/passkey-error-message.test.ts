import { describe, expect, it } from "vitest";
import { passkeyErrorKey } from "#app/lib/passkey-error-message.ts";

describe("passkey error messages", () => {
	it("says the prompt was closed when the person cancelled it or it timed out", () => {
		expect(passkeyErrorKey({ status: 400, code: "AUTH_CANCELLED" })).toBe("passkeys.cancelled");
		expect(passkeyErrorKey({ status: 400, code: "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY" })).toBe("passkeys.cancelled");
	});

	it("says the passkey was not accepted when the server does not know it or it did not verify its user", () => {
		expect(passkeyErrorKey({ status: 401, code: "PASSKEY_NOT_FOUND" })).toBe("passkeys.notAccepted");
		expect(passkeyErrorKey({ status: 401, code: "USER_NOT_VERIFIED" })).toBe("passkeys.notAccepted");
		expect(passkeyErrorKey({ status: 400, code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" })).toBe(
			"passkeys.alreadyAdded",
		);
	});

	it("says the rest as sign-in does: too many attempts, sign in again, unavailable", () => {
		expect(passkeyErrorKey({ status: 429 })).toBe("authErrors.tooManyAttempts");
		expect(passkeyErrorKey({ status: 403, code: "SESSION_NOT_FRESH" })).toBe("authErrors.signInAgain");
		expect(passkeyErrorKey({ status: 500, code: "FAILED_TO_VERIFY_REGISTRATION" })).toBe("authErrors.unavailable");
	});
});
