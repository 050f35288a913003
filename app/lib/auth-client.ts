import { createAuthClient } from "better-auth/client";
import { anonymousClient, twoFactorClient } from "better-auth/client/plugins";

/** The browser's side of better-auth, on the same origin (cookies are HttpOnly; the client never sees tokens). */
export const authClient = createAuthClient({
	basePath: "/api/auth",
	plugins: [anonymousClient(), twoFactorClient()],
	fetchOptions: { credentials: "same-origin" },
});
