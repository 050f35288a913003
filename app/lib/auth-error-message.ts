import type { ParseKeys } from "i18next";

type AuthError = { status?: number; code?: string } | null | undefined;

/**
 * A translation key for what went wrong at sign-in. Invalid credentials never say whether the email exists;
 * anything the server could not answer is "service unavailable — try again".
 */
export function authErrorKey(error: AuthError): ParseKeys {
	const code = error?.code ?? "";
	if (error?.status === 429 || code === "TOO_MANY_ATTEMPTS") return "authErrors.tooManyAttempts";
	if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL" || code === "INVALID_PASSWORD") {
		return "authErrors.invalidCredentials";
	}
	if (code.startsWith("USER_ALREADY_EXISTS")) return "authErrors.userExists";
	if (code === "PASSWORD_TOO_SHORT") return "authErrors.passwordTooShort";
	if (code === "PASSWORD_TOO_LONG") return "authErrors.passwordTooLong";
	if (code === "PASSWORD_TOO_COMMON") return "errorCodes.password_too_common";
	if (code === "PASSWORD_CONTAINS_CONTEXT") return "errorCodes.password_contains_context";
	// Text the server refused (characters that cannot be stored, a name too long): the forms check it first.
	if (code === "INVALID_INPUT") return "errors.invalidInput";
	if (code === "INVALID_TOKEN") return "authErrors.invalidLink";
	if (code === "SESSION_NOT_FRESH") return "authErrors.signInAgain";
	if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE" || code === "INVALID_TWO_FACTOR_COOKIE") {
		return "authErrors.invalidCode";
	}
	return "authErrors.unavailable";
}

/** Every key `authErrorKey` answers: what a sign-in form posted before hydration may be sent back to the page with. */
const AUTH_ERROR_KEYS: readonly string[] = [
	"authErrors.tooManyAttempts",
	"authErrors.invalidCredentials",
	"authErrors.userExists",
	"authErrors.passwordTooShort",
	"authErrors.passwordTooLong",
	"errorCodes.password_too_common",
	"errorCodes.password_contains_context",
	"errors.invalidInput",
	"authErrors.invalidLink",
	"authErrors.signInAgain",
	"authErrors.invalidCode",
	"authErrors.unavailable",
] satisfies ParseKeys[];

export const isAuthErrorKey = (value: string | null): value is ParseKeys =>
	value !== null && AUTH_ERROR_KEYS.includes(value);
