/**
 * better-auth answers sign-up, sign-in, the TOTP step and get-session with the session token in the JSON too, for
 * clients without cookies. This app's clients hold the session in its HttpOnly cookie alone, so a token in a body is
 * only something a script injected into the page could read (ASVS 5.0, 3.3.4): every `token` of the session's is
 * taken out of /api/auth's JSON answers (the answer's own, its `session`'s, and each of a list's).
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
	if (!response.headers.get("content-type")?.includes("application/json")) return response;
	const text = await response.text();
	const init = { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) };
	let body: unknown;
	try {
		body = JSON.parse(text);
	} catch {
		return new Response(text, init);
	}
	init.headers.delete("content-length");
	return new Response(JSON.stringify(withoutTokens(body)), init);
}

function withoutTokens(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutToken);
	const answer = withoutToken(value);
	if (isObject(answer) && "session" in answer) answer.session = withoutToken(answer.session);
	return answer;
}

function withoutToken(value: unknown) {
	if (!isObject(value)) return value;
	const { token: _token, ...rest } = value;
	return rest;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);
