import { expect } from "vitest";
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

	test("has no /dev/mailbox in production", async ({ appWith }) => {
		const app = appWith({ NODE_ENV: "production" }, { useServerMailer: true });
		expect((await app.request("/dev/mailbox")).status).toBe(404);
	});

	test("logs sign-ins, failed sign-ins and refused access, never a password or token", async ({ appWith }) => {
		const logs = captureLogs();
		const app = appWith({}, { logStream: logs.stream });
		const email = "audited@example.com";
		const client = apiClient(app);
		await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "a" });
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
