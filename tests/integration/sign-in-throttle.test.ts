import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, expect, vi } from "vitest";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { type MailCatcher, readMails, startMailCatcher } from "#tests/setup/mail-catcher.ts";
import type { TestApp } from "#tests/setup/test-app.ts";

const ENV = { TRUSTED_PROXY_HEADER: "x-real-ip", AUTH_RATE_LIMIT_PER_MINUTE: "1000" };

// Every attempt hashes a password at OWASP's cost (~350 ms of a core, far more on a loaded machine).
const SLOW = { timeout: 180_000 };

const signIn = (app: TestApp, ip: string, email: string, password: string) =>
	apiClient(app, { ip }).post("/api/auth/sign-in/email", { email, password });

// Defect 3: wrong passwords from many addresses must not lock the owner out; one address that keeps failing waits.
describeEachDatabase("sign-in throttling by account and address", () => {
	let catcher: MailCatcher;
	let mailDir: string;
	beforeAll(async () => {
		mailDir = await mkdtemp(join(tmpdir(), "quadrant-throttle-mail-"));
		catcher = await startMailCatcher({ dir: mailDir });
		return async () => {
			await catcher.close();
			await rm(mailDir, { recursive: true, force: true });
		};
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	test(
		"eleven addresses failing leave the owner free to sign in from a twelfth, and mail the owner once",
		SLOW,
		async ({ appWith, newUser }) => {
			const app = appWith({ ...ENV, SMTP_URL: catcher.url }, { useServerMailer: true });
			const owner = await newUser({ account: "email" });
			const email = owner.email ?? "";
			for (let index = 1; index <= 11; index++) {
				expect((await signIn(app, `192.0.2.${index}`, email, "not the password 1")).status, `address ${index}`).toBe(
					401,
				);
			}
			// The account failed more than ten times: the addresses that failed wait out the window…
			const again = await signIn(app, "192.0.2.11", email, owner.password);
			expect(again.status).toBe(429);
			expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
			// …while the owner, from an address that has not failed, signs in at once.
			expect((await signIn(app, "198.51.100.20", email, owner.password)).status).toBe(200);

			const mails = (await readMails(mailDir)).filter((mail) => mail.to.includes(email));
			expect(mails.map((mail) => mail.subject)).toEqual(["Failed sign-ins to your Quadrant account"]);
			expect(mails[0]?.text).toContain("/login?mode=forgot");
		},
	);

	test(
		"one address that keeps failing waits longer each time, the others do not",
		SLOW,
		async ({ appWith, newUser }) => {
			const app = appWith(ENV);
			const owner = await newUser({ account: "email" });
			const email = owner.email ?? "";
			vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
			const attacker = "203.0.113.66";
			for (let failure = 1; failure <= 3; failure++) {
				expect((await signIn(app, attacker, email, "a wrong password")).status, `failure ${failure}`).toBe(401);
			}
			const waits: number[] = [];
			for (let round = 0; round < 3; round++) {
				const refused = await signIn(app, attacker, email, owner.password);
				expect(refused.status).toBe(429);
				expect(((await refused.json()) as { code: string }).code).toBe("TOO_MANY_ATTEMPTS");
				const wait = Number(refused.headers.get("retry-after"));
				waits.push(wait);
				vi.setSystemTime(Date.now() + wait * 1000);
				expect((await signIn(app, attacker, email, "a wrong password")).status).toBe(401);
			}
			expect(waits).toEqual([15, 30, 60]);
			expect((await signIn(app, "203.0.113.67", email, owner.password)).status).toBe(200);
			// Once its wait is over, the right password from that address works, and its count starts afresh.
			vi.setSystemTime(Date.now() + 120_000);
			expect((await signIn(app, attacker, email, owner.password)).status).toBe(200);
			expect((await signIn(app, attacker, email, "a wrong password")).status).toBe(401);
		},
	);
});
