import { textField } from "#core/validation/text-field.ts";
import { z } from "#core/validation/zod.ts";

// Browser-safe: what deleting the account takes, shared by the dialog (to enable its button) and the API.

/** Bumped when a field of the JSON export changes meaning or goes away; adding a field keeps the version. */
export const EXPORT_FORMAT_VERSION = 1;

/** The home page's query parameter that shows "your account has been deleted" after the deletion. */
export const ACCOUNT_DELETED_PARAM = "accountDeleted";

export const deleteAccountSchema = z.object({
	/** What the person typed: their email, or for an anonymous account the word the dialog asks for. */
	confirmation: textField({ max: 320, trim: false }),
});

/**
 * Whether the typed text confirms deletion. Case, surrounding spaces and full-width forms typed through an input
 * method (Ｄｅｌｅｔｅ) do not matter; anything else does.
 */
export function isDeletionConfirmed(typed: string, expected: readonly string[]): boolean {
	const normal = (text: string) => text.normalize("NFKC").trim().toLocaleLowerCase();
	const value = normal(typed);
	return value !== "" && expected.some((candidate) => normal(candidate) === value);
}
