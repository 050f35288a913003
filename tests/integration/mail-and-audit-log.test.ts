import { expect } from "vitest";
import { signUpAndSignIn } from "#tests/setup/account-by-mail.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeOn, test } from "#tests/setup/fixtures.ts";

const PASSWORD = "a long enough password";

function captureLogs() {
	const lines: Array<Record<string, unknown>> = [];
	return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describeOn(["pglite"], "mail without SMTP, and the security log", () => {
	test("outside production keeps unsent mail readable at /dev/mailbox, links included, and logs it", async ({
		appWith,
	}) => {
		const logs = captureLogs();
		const app = appWith({}, { useServerMailer: true, logStream: logs.stream });
		const email = "mailbox@example.com";
		await apiClient(app).post("/api/auth/sign-up/email", {
			email,
			password: PASSWORD,
			name: "m",
			callbackURL: "/ja/matrix",
		});
		const page = await (await app.request("/dev/mailbox")).text();
		expect(page).toContain(email);
		expect(page).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+">/);
		expect(page).not.toContain("Confirm your email address for Quadrant"); // sent in Japanese: the link returns to /ja
		expect(logs.lines.some((line) => line.msg === "mail not sent: no SMTP_URL configured" && line.to === email)).toBe(
			true,
		);
	});

	test("on a public BASE_URL logs only that a mail was due, never its link or its text", async ({ appWith }) => {
		const logs = captureLogs();
		const origin = "https://quadrant.example";
		const env = { NODE_ENV: "production", BASE_URL: origin, BILLING_MODE: "test" };
		const app = appWith(env, { useServerMailer: true, logStream: logs.stream });
		const email = "public@example.com";
		const headers = { origin };
		const client = apiClient(app);
		expect(
			(await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "p" }, headers)).status,
		).toBe(200);
		const reset = await apiClient(app).post("/api/auth/request-password-reset", { email }, headers);
		expect(reset.status).toBe(200);
		const unsent = logs.lines.filter((line) => line.msg === "mail not sent: no SMTP_URL configured");
		expect(unsent.length).toBe(2);
		const everything = JSON.stringify(logs.lines);
		expect(everything).not.toMatch(/token=|reset-password\//);
		expect(everything).not.toContain(email);
		expect(logs.lines.map((line) => line.msg)).toContain(
			"SMTP_URL is not set: no mail is sent (password resets and address verification cannot reach anyone)",
		);
	});

	test("has no /dev/mailbox in production", async ({ appWith }) => {
		const app = appWith({ NODE_ENV: "production" }, { useServerMailer: true });
		expect((await app.request("/dev/mailbox")).status).toBe(404);
	});

	test("logs sign-ins, failed sign-ins and refused access, never a password or token", async ({ appWith }) => {
		const logs = captureLogs();
		const app = appWith({}, { logStream: logs.stream });
		const email = "audited@example.com";
		const client = apiClient(app);
		await signUpAndSignIn(client, { email, password: PASSWORD }, "a");
		await apiClient(app).post("/api/auth/sign-in/email", { email, password: "the wrong password" });
		await apiClient(app).get("/api/v1/me");
		const messages = logs.lines.map((line) => line.msg);
		expect(messages).toContain("signed in");
		expect(messages).toContain("sign-in failed");
		expect(messages).toContain("access refused: no session");
		const everything = JSON.stringify(logs.lines);
		expect(everything).not.toContain(PASSWORD);
		expect(everything).not.toContain("the wrong password");
		const token = client.jar.cookies.get("quadrant.session_token")?.split(".")[0] ?? "missing";
		expect(everything).not.toContain(token);
	});
});
