import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const COMMON_PASSWORD_COUNT = 10_000;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Whether a password, compared without case, is among the 10,000 most common. The list is read on first use, not at
 * start-up: most processes of a small instance never set a password, and the set costs about a megabyte.
 */
export function isCommonPassword(password: string): boolean {
	commonPasswords ??= loadCommonPasswords();
	return commonPasswords.has(password.toLowerCase());
}

function loadCommonPasswords(): ReadonlySet<string> {
	// zxcvbn-ts's list of leaked passwords (MIT), most frequent first: its head is the well-known "10k most common".
	const path = createRequire(import.meta.url).resolve("@zxcvbn-ts/language-common/src/passwords.json");
	const all: unknown = JSON.parse(readFileSync(path, "utf8"));
	if (!Array.isArray(all)) throw new Error(`${path} is not a list`);
	return new Set(all.slice(0, COMMON_PASSWORD_COUNT).map((entry) => String(entry).toLowerCase()));
}
