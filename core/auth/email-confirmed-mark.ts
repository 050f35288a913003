// The mark a confirmation link puts on the page it leads to (`?confirmed=email`), so that the page can say the address
// is confirmed: the keep-data link (keep-data-plugin.ts) and better-auth's verification link (its callbackURL).

export const EMAIL_CONFIRMED_PARAM = "confirmed";
export const EMAIL_CONFIRMED_VALUE = "email";

/** `path` (local: its path, query and fragment) with the mark added. */
export function withEmailConfirmedMark(path: string): string {
	const url = new URL(path, "http://localhost");
	url.searchParams.set(EMAIL_CONFIRMED_PARAM, EMAIL_CONFIRMED_VALUE);
	return `${url.pathname}${url.search}${url.hash}`;
}
