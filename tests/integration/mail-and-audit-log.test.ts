import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/setup/api-client.ts";
import { createTestApp } from "#tests/setup/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database.ts";

const PASSWORD = "a long enough password";

function captureLogs() {
	const lines: Array<Record<string, unknown>> = [];
	return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describe("mail without SMTP, and the security log", () => {
	let testDb: TestDatabase;
	beforeAll(async () => {
		testDb = await createTestDatabase("pglite");
	});
	afterAll(() => testDb.dispose());

	it("outside production keeps unsent mail readable at /dev/mailbox, links included, and logs it", async () => {
		const logs = captureLogs();
		const app = createTestApp(testDb.database, {}, { useServerMailer: true, logStream: logs.stream });
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

	it("has no /dev/mailbox in production", async () => {
		const app = createTestApp(testDb.database, { NODE_ENV: "production" }, { useServerMailer: true });
		expect((await app.request("/dev/mailbox")).status).toBe(404);
	});

	it("logs sign-ins, failed sign-ins and refused access, never a password or token", async () => {
		const logs = captureLogs();
		const app = createTestApp(testDb.database, {}, { logStream: logs.stream });
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
