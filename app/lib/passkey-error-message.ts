import type { ParseKeys } from "i18next";
import { authErrorKey } from "./auth-error-message.ts";

type PasskeyError = { status?: number; code?: string } | null | undefined;

// What the browser reports when the person closes its passkey prompt, or no passkey of theirs is there
// (@simplewebauthn/browser's codes, and the passkey client's own for a sign-in it could not start).
const CANCELLED = new Set(["AUTH_CANCELLED", "ERROR_CEREMONY_ABORTED", "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY"]);
// The server's: a passkey it does not know (deleted, or of another site), or one that did not verify its user.
const NOT_ACCEPTED = new Set([
	"PASSKEY_NOT_FOUND",
	"AUTHENTICATION_FAILED",
	"USER_NOT_VERIFIED",
	"ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT",
]);

/** A translation key for a passkey that could not be used or added; anything else is said as at sign-in. */
export function passkeyErrorKey(error: PasskeyError): ParseKeys {
	const code = error?.code ?? "";
	if (CANCELLED.has(code)) return "passkeys.cancelled";
	if (NOT_ACCEPTED.has(code)) return "passkeys.notAccepted";
	if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "passkeys.alreadyAdded";
	return authErrorKey(error);
}
