import { textField } from "#core/validation/text-field.ts";
import { z } from "#core/validation/zod.ts";

// Shared by the sign-in forms (validated as the person types), the API and the guard in front of better-auth.
export const PASSWORD_MIN_LENGTH = 8;
// In UTF-16 code units, as better-auth measures it (128 emoji are 256 units: too long).
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;
const USER_NAME_MAX_LENGTH = 100;
// better-auth's profile picture, a URL: the app never shows it, yet every session read carries it (review D10).
const USER_IMAGE_MAX_LENGTH = 2048;

export const emailField = textField({ min: 1, max: EMAIL_MAX_LENGTH }).pipe(z.email());
// Not trimmed: spaces are part of a password.
export const passwordField = textField({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, trim: false });
export const userNameField = textField({ max: USER_NAME_MAX_LENGTH });
// Null removes it.
export const userImageField = textField({ max: USER_IMAGE_MAX_LENGTH }).nullable();

export const credentialsSchema = z.object({ email: emailField, password: passwordField });
export type Credentials = z.infer<typeof credentialsSchema>;
/** A password added to an account that signs in with Google only. */
export const setPasswordSchema = z.strictObject({ password: passwordField });

/** "Forgot your password?": the address to mail the link to. */
export const forgotPasswordSchema = z.object({ email: emailField });
/** The new password set with the mailed link. */
export const resetPasswordSchema = z.object({ password: passwordField });
/** The second step's code, from the authenticator app or a backup code: the form asks only that there is one. */
export const twoFactorCodeSchema = z.object({ code: z.string().trim().min(1) });
