// The passkey plugin turns any error of an attestation's verification (made for another origin, a forged or broken
// response) into a 500 "Failed to verify registration". That is a client's bad input: the answer becomes a 400 with
// the plugin's own body. Its own refusals (no user verification, a wrong challenge) are already 4xx.
const REGISTRATION_PATH = "/api/auth/passkey/verify-registration";
const FAILED_TO_VERIFY = "FAILED_TO_VERIFY_REGISTRATION";

export async function passkeyRegistrationRefusal(path: string, response: Response): Promise<Response> {
	if (path !== REGISTRATION_PATH || response.status !== 500) return response;
	const text = await response.text();
	const init = { status: 500, statusText: response.statusText, headers: new Headers(response.headers) };
	try {
		if ((JSON.parse(text) as { code?: unknown }).code === FAILED_TO_VERIFY) {
			Object.assign(init, { status: 400, statusText: "Bad Request" });
		}
	} catch {
		// Not the plugin's JSON: a failure of the server's own, left a 500.
	}
	return new Response(text, init);
}
