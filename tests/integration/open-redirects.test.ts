import { expect } from "vitest";
import { keepDataByMail } from "#tests/setup/account-by-mail.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { pageBuildForFile } from "#tests/setup/page-build.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";
import { newUserOf, TEST_PASSWORD } from "#tests/setup/test-user.ts";

// ASVS 3.7.2: every redirect the app answers resolves, against BASE_URL, to BASE_URL's own origin.
const ORIGIN = new URL(TEST_BASE_URL).origin;

/** Targets that have carried browsers off-site through "same-site" checks; the unit test has the longer list. */
const BYPASS_FORMS = [
	"//evil.example",
	"///evil.example",
	"/\\evil.example",
	"\\\\evil.example",
	"/%2e%2e//evil.example",
	"/%2E%2E/%2e%2e//evil.example",
	"/..//evil.example",
	"/.//evil.example",
	"%2f%2fevil.example",
	"/%2f%2fevil.example",
	"/%5c%5cevil.example",
	"/\t/evil.example",
	"/\n/evil.example",
	"/\r\n/evil.example",
	"https:evil.example",
	"http:/evil.example",
	"https://evil.example",
	"http://evil.example/login",
	"http://localhost:3000@evil.example",
	"/\u2215\u2215evil.example",
	"\uff0f\uff0fevil.example",
	"javascript:alert(document.domain)",
];

/** The language-prefix forms: `/en/…` is cut to the unprefixed path and answered with a 301. */
const PREFIX_PATHS = [
	"/en//evil.example/login",
	"/en///evil.example",
	"/en//evil.example/matrix?board=all",
	"/en/\\evil.example/login",
	"/en/%2f%2fevil.example",
	"/en/%5cevil.example",
	"/en/%2e%2e//evil.example",
	"/en//evil.example/login.data",
];

/**
 * Where an answer sends the browser: its Location, or for page data (`.data`, a client-side navigation) the target of
 * React Router's encoded redirect, which the client router follows the same way.
 */
async function redirectTarget(response: Response): Promise<string | null> {
	const location = response.headers.get("location");
	if (location !== null || !response.headers.get("content-type")?.includes("text/x-script")) return location;
	const encoded = /"redirect",("(?:[^"\\]|\\.)*")/.exec(await response.text())?.[1];
	return encoded === undefined ? null : (JSON.parse(encoded) as string);
}

async function expectOwnOrigin(response: Response, request: string) {
	const location = await redirectTarget(response);
	if (location === null) return;
	expect(new URL(location, TEST_BASE_URL).origin, `${request} → ${location}`).toBe(ORIGIN);
	// A browser resolves Location against the address it asked for, not only against the site's root.
	expect(new URL(location, `${TEST_BASE_URL}/login?redirect=x`).origin, `${request} → ${location}`).toBe(ORIGIN);
}

const loadBuild = pageBuildForFile();

describeEachDatabase("redirects", () => {
	test("keep a language-prefixed path on this site", async ({ appWith }) => {
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { loadBuild });
		const guest = apiClient(app);
		for (const path of PREFIX_PATHS) {
			const response = await guest.get(path, { accept: "text/html" });
			expect(response.status, path).toBeLessThan(500);
			await expectOwnOrigin(response, path);
		}
		const cut = await guest.get("/en//evil.example/login", { accept: "text/html" });
		expect(cut.status).toBe(301);
		expect(cut.headers.get("location")).toBe("/evil.example/login");
		const english = await guest.get("/en/pricing?interval=year", { accept: "text/html" });
		expect(english.status).toBe(301);
		expect(english.headers.get("location")).toBe("/pricing?interval=year");
	});

	test("send a signed-in visitor of /login on to this site only", async ({ appWith, subscribe }) => {
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { loadBuild });
		const user = await newUserOf(app, subscribe)();
		for (const prefix of ["", "/fr"]) {
			for (const target of BYPASS_FORMS) {
				const path = `${prefix}/login?redirect=${encodeURIComponent(target)}`;
				const response = await user.get(path, { accept: "text/html" });
				expect(response.status, path).toBe(302);
				await expectOwnOrigin(response, path);
				const data = await user.get(path.replace("/login?", "/login.data?"));
				expect(await redirectTarget(data.clone()), `${path} (data)`).not.toBeNull();
				await expectOwnOrigin(data, `${path} (data)`);
			}
		}
		const back = await user.get(`/login?redirect=${encodeURIComponent("/sticky?board=all")}`);
		expect(back.headers.get("location")).toBe("/sticky?board=all");
		const fallback = await user.get(`/fr/login?redirect=${encodeURIComponent("/%2e%2e//evil.example")}`);
		expect(fallback.headers.get("location")).toBe("/fr/matrix");
	});

	test("after confirming an address by mail, land on this site only, whatever page asked", async ({
		appWith,
		subscribe,
	}) => {
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { loadBuild });
		for (const referer of [`${TEST_BASE_URL}/%2e%2e//evil.example`, `${TEST_BASE_URL}/profile?tab=account`]) {
			const user = await newUserOf(app, subscribe)();
			const email = `redirect-${crypto.randomUUID()}@example.test`;
			const confirmed = await keepDataByMail(app, user, { email, password: TEST_PASSWORD }, { referer });
			expect(confirmed.status, referer).toBe(302);
			await expectOwnOrigin(confirmed, referer);
		}
	});

	test("of the auth endpoints stay on this site whatever callbackURL they are given", async ({ appWith }) => {
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { loadBuild });
		const guest = apiClient(app);
		for (const target of BYPASS_FORMS) {
			const callback = encodeURIComponent(target);
			for (const path of [
				`/api/auth/verify-email?token=not-a-token&callbackURL=${callback}`,
				`/api/auth/reset-password/not-a-token?callbackURL=${callback}`,
			]) {
				const response = await guest.get(path);
				expect(response.status, path).toBeLessThan(500);
				await expectOwnOrigin(response, path);
			}
		}
	});
});
