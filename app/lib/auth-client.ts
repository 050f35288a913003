import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";
import { anonymousClient, twoFactorClient } from "better-auth/client/plugins";
import { trackChange } from "./changes-in-flight.ts";

const isChange = (input: RequestInfo | URL, init?: RequestInit) =>
	(init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase() !== "GET";

/** The browser's side of better-auth, on the same origin (cookies are HttpOnly; the client never sees tokens). */
export const authClient = createAuthClient({
	basePath: "/api/auth",
	plugins: [anonymousClient(), twoFactorClient(), passkeyClient()],
	fetchOptions: {
		credentials: "same-origin",
		// Sign-in, sign-out, a new password: changes in flight, like the API's (a reload or a session check waits).
		customFetchImpl: (input, init) =>
			isChange(input, init) ? trackChange(() => fetch(input, init)) : fetch(input, init),
	},
});
