import { isCommonPassword } from "./common-passwords.server.ts";

const PRODUCT_NAME = "quadrant";
// A shorter local part ("al@…") would refuse too many unrelated passwords if merely contained; it must then be all.
const SHORTEST_CONTAINED_WORD = 4;

export type PasswordProblem = "password_too_common" | "password_contains_context";

/**
 * Why a new password is too easy to guess (ASVS 6.2.4), or undefined: one of the 10,000 most common passwords, or
 * built on what an attacker knows first, the product's name and the person's email address or its local part.
 */
export function passwordProblem({
	password,
	email,
}: {
	password: string;
	email?: string;
}): PasswordProblem | undefined {
	if (isCommonPassword(password)) return "password_too_common";
	const typed = password.normalize("NFKC").toLowerCase();
	const address = email?.trim().toLowerCase() ?? "";
	const localPart = address.split("@")[0] ?? "";
	const words = [PRODUCT_NAME, address, localPart].filter(Boolean);
	const isContext = words.some((word) =>
		word.length >= SHORTEST_CONTAINED_WORD ? typed.includes(word) : typed === word,
	);
	return isContext ? "password_contains_context" : undefined;
}
