import { textField } from "#core/validation/text-field.ts";

// Browser-safe. The guard in front of better-auth already holds every `name` it is sent to a user name's rules
// (server/middleware/auth-input-guard.ts); a passkey's name is the same length, and never empty.
export const PASSKEY_NAME_MAX_LENGTH = 100;
export const passkeyNameField = textField({ min: 1, max: PASSKEY_NAME_MAX_LENGTH });

/** A passkey as the profile lists it: no key material, no credential id. */
export type PasskeyView = { id: string; name: string | null; createdAt: string | null };
