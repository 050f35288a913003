import { expect } from "vitest";
import type { ApiClient } from "./api-client.ts";
import { TEST_BASE_URL, type TestApp } from "./test-app.ts";

type Credentials = { email: string; password: string };

/** Sign-up makes no session (ADR 0022): this signs up, then signs in as the person would next. */
export async function signUpAndSignIn(client: ApiClient, { email, password }: Credentials, name = "Ada") {
	expect((await client.post("/api/auth/sign-up/email", { email, password, name })).status).toBe(200);
	expect((await client.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
}

/**
 * An anonymous user keeps its tasks under an email and password: asks (202), then opens the mailed link in the same
 * client, which is then signed in to the converted account. Answers the link's answer (a redirect).
 */
export async function keepDataByMail(
	app: TestApp,
	client: ApiClient,
	credentials: Credentials,
	headers?: Record<string, string>,
) {
	expect((await client.post("/api/v1/account/credentials", credentials, headers)).status).toBe(202);
	const mail = app.sent.findLast((candidate) => candidate.to === credentials.email.toLowerCase());
	const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
	expect(link).toContain("/api/auth/keep-data/confirm?token=");
	return client.get(link.replace(TEST_BASE_URL, ""));
}
