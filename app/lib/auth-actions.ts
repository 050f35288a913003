// The few auth calls the app pages make, as plain requests, so the app shell does not carry the better-auth
// client (which only the sign-in and profile pages need).

import { markSigningOut } from "./signing-out.ts";

async function post<T>(path: string, body: unknown = {}): Promise<T> {
	const response = await fetch(`/api/auth${path}`, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify(body),
		credentials: "same-origin",
	});
	if (!response.ok) throw new Error(`auth ${path} answered ${response.status}`);
	return (await response.json()) as T;
}

export function signOut() {
	markSigningOut();
	return post<{ success: boolean }>("/sign-out");
}

export const sendVerificationEmail = (email: string, callbackURL: string) =>
	post<{ status: boolean }>("/send-verification-email", { email, callbackURL });

/**
 * Starts linking Google to the signed-in user: the browser goes to the provider and comes back to `callbackURL`,
 * or to `errorCallbackURL` when linking cannot start.
 */
export async function linkGoogle({ callbackURL, errorCallbackURL }: { callbackURL: string; errorCallbackURL: string }) {
	try {
		const { url } = await post<{ url: string }>("/link-social", { provider: "google", callbackURL, errorCallbackURL });
		location.assign(url);
	} catch {
		location.assign(errorCallbackURL);
	}
}
