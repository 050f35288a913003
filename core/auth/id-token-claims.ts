/** Reads an ID token's claims without verifying it: only for a token better-auth just fetched from the provider. */
export function idTokenClaims(idToken: string | null | undefined): {
	email?: string;
	email_verified?: boolean;
	name?: string;
} {
	const payload = idToken?.split(".")[1];
	if (!payload) return {};
	try {
		return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
	} catch {
		return {};
	}
}
