import { z } from "zod";

// Shared by the sign-in forms (validated as the person types) and the server.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;

export const emailField = z.string().trim().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email());
export const passwordField = z.string().min(1).min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const credentialsSchema = z.object({ email: emailField, password: passwordField });
export type Credentials = z.infer<typeof credentialsSchema>;
