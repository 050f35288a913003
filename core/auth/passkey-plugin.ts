import { passkey } from "@better-auth/passkey";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";

// Where a passkey is made: an anonymous user has no account to come back to, so it gets no passkey either.
const REGISTRATION_PATHS = new Set(["/passkey/generate-register-options", "/passkey/verify-registration"]);
// Asked without a session: each answer stores a challenge, so they are limited like the other ways in.
const SIGN_IN_PATHS = new Set(["/passkey/generate-authenticate-options", "/passkey/verify-authentication"]);

type Options = { baseUrl: string; signInPerMinute: number };

/**
 * Passkeys (WebAuthn) through better-auth's plugin, bound to BASE_URL: the relying party is its host name, and only
 * its origin is accepted (never the request's own Origin header). A passkey must verify its user (PIN, biometrics):
 * possession and verification together are two factors, which is why a passkey sign-in needs no TOTP code after it.
 */
export function passkeyPlugin({ baseUrl, signInPerMinute }: Options) {
	const { hostname, origin } = new URL(baseUrl);
	const plugin = passkey({
		rpID: hostname,
		rpName: "Quadrant",
		origin,
		authenticatorSelection: { residentKey: "required", userVerification: "required" },
		registration: {
			afterVerification: ({ verification }) => {
				if (!verification.registrationInfo?.userVerified) throw notVerified();
			},
		},
		authentication: {
			afterVerification: ({ verification }) => {
				if (!verification.authenticationInfo.userVerified) throw notVerified();
			},
		},
	});
	return {
		...plugin,
		hooks: {
			before: [
				{
					matcher: (ctx: { path?: string }) => REGISTRATION_PATHS.has(ctx.path ?? ""),
					handler: createAuthMiddleware(async (ctx) => {
						const current = await getSessionFromCtx(ctx);
						if (current?.user.isAnonymous) {
							throw new APIError("FORBIDDEN", { code: "ANONYMOUS_USER", message: "anonymous_user" });
						}
					}),
				},
			],
		},
		rateLimit: [{ pathMatcher: (path: string) => SIGN_IN_PATHS.has(path), window: 60, max: signInPerMinute }],
	};
}

const notVerified = () =>
	new APIError("UNAUTHORIZED", { code: "USER_NOT_VERIFIED", message: "the authenticator did not verify its user" });
