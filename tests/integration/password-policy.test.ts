import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { ApiErrorBody } from "#core/errors/api-error-body.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

type AuthRefusal = { code: string; message: string };

// ASVS 6.2.4: every way of setting a password refuses the 10,000 most common ones and the context words.
// Each accepted password is hashed at OWASP's cost: seconds on a loaded machine.
const SLOW = { timeout: 120_000 };

describeEachDatabase("password policy", (kind) => {
	const strong = "lantern orbit 42 meadow";

	test(
		"sign-up refuses a common password and one built on the product's name or the email, translated",
		SLOW,
		async ({ app }) => {
			const person = apiClient(app);
			const email = `jeanne.dupont-${kind}-${randomUUID().slice(0, 8)}@example.com`;
			const signUp = (password: string, headers?: Record<string, string>) =>
				person.post("/api/auth/sign-up/email", { email, password, name: "Jeanne" }, headers);

			const common = await signUp("Password1");
			expect(common.status).toBe(400);
			expect(((await common.json()) as AuthRefusal).code).toBe("PASSWORD_TOO_COMMON");
			const french = await signUp("iloveyou", { "accept-language": "fr" });
			expect(((await french.json()) as AuthRefusal).message).toBe(
				"Ce mot de passe fait partie des plus courants et se devine facilement. Choisissez-en un autre.",
			);
			for (const password of ["MyQuadrant2026!", email.toUpperCase(), `${email.split("@")[0]}-9x`]) {
				const refused = await signUp(password);
				expect(refused.status, password).toBe(400);
				expect(((await refused.json()) as AuthRefusal).code, password).toBe("PASSWORD_CONTAINS_CONTEXT");
			}
			// Too short stays better-auth's own refusal, whatever the list says.
			expect(((await (await signUp("123456")).json()) as AuthRefusal).code).toBe("PASSWORD_TOO_SHORT");
			expect((await signUp(strong)).status).toBe(200);
		},
	);

	test(
		"adding credentials to an anonymous account refuses them with a field error and keeps it anonymous",
		SLOW,
		async ({ newUser }) => {
			const anonymous = await newUser();
			const email = `sam-${kind}-${randomUUID().slice(0, 8)}@example.com`;
			const refused = await anonymous.post("/api/v1/account/credentials", { email, password: "qwertyuiop" });
			expect(refused.status).toBe(400);
			const { error } = (await refused.json()) as ApiErrorBody;
			expect(error.code).toBe("password_too_common");
			expect(error.fields?.password).toBe(error.message);
			const context = await anonymous.post("/api/v1/account/credentials", { email, password: `${email}!` });
			expect(((await context.json()) as ApiErrorBody).error.code).toBe("password_contains_context");
			expect((await anonymous.json<{ isAnonymous: boolean }>(anonymous.get("/api/v1/me"))).isAnonymous).toBe(true);
			expect((await anonymous.post("/api/v1/account/credentials", { email, password: strong })).status).toBe(202);
		},
	);

	test("changing and setting a password refuse them too", SLOW, async ({ newUser }) => {
		const person = await newUser({ account: "email" });
		const change = (newPassword: string) =>
			person.post("/api/auth/change-password", { currentPassword: person.password, newPassword });
		const common = await change("football1");
		expect(common.status).toBe(400);
		expect(((await common.json()) as AuthRefusal).code).toBe("PASSWORD_TOO_COMMON");
		const localPart = (person.email ?? "").split("@")[0] ?? "";
		const context = await change(`${localPart}123`);
		expect(((await context.json()) as AuthRefusal).code).toBe("PASSWORD_CONTAINS_CONTEXT");
		expect((await change(strong)).status).toBe(200);
		const set = await person.post("/api/v1/account/password", { password: "baseball1" });
		expect(set.status).toBe(400);
		expect(((await set.json()) as ApiErrorBody).error.code).toBe("password_too_common");
	});

	test(
		"a reset link refuses them, checked against the email of the account it resets",
		SLOW,
		async ({ app, newUser }) => {
			const person = await newUser({ account: "email" });
			const email = person.email ?? "";
			const stranger = apiClient(app);
			expect((await stranger.post("/api/auth/request-password-reset", { email, redirectTo: "/login" })).status).toBe(
				200,
			);
			const link = /https?:\/\/\S+/.exec(app.sent.findLast((mail) => mail.to === email)?.text ?? "")?.[0] ?? "";
			const token = new URL(link).pathname.split("/").at(-1) ?? "";
			const reset = (newPassword: string) => stranger.post("/api/auth/reset-password", { token, newPassword });
			const common = await reset("sunshine1");
			expect(((await common.json()) as AuthRefusal).code).toBe("PASSWORD_TOO_COMMON");
			const context = await reset(`Quadrant ${email}`);
			expect(((await context.json()) as AuthRefusal).code).toBe("PASSWORD_CONTAINS_CONTEXT");
			expect((await reset(strong)).status).toBe(200);
			expect((await stranger.post("/api/auth/sign-in/email", { email, password: strong })).status).toBe(200);
		},
	);
});
