import { describe, expect, it } from "vitest";
import { allowRefusal, setupBrowser } from "./support/browser.ts";
import { BROWSER_USER_AGENT, en } from "./support/catalogs.ts";
import { signInAnonymously } from "./support/journeys.ts";

const session = setupBrowser();

function expectBaselineHeaders(headers: Headers, what: string) {
	expect(headers.get("x-content-type-options"), what).toBe("nosniff");
	expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
	const csp = headers.get("content-security-policy") ?? "";
	expect(csp, what).toContain("frame-ancestors 'none'");
	expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
	expect(headers.get("access-control-allow-origin"), what).toBeNull();
}

describe("security and transport", () => {
	it("never puts a password in the address, even when the form is sent before the scripts run", async () => {
		const page = await session.newPage({ javaScriptEnabled: false });
		allowRefusal(page, "/login", 405);
		await page.goto("/login");
		await page.getByLabel(en.login.email, { exact: true }).fill("someone@example.com");
		await page.getByLabel(en.login.password, { exact: true }).fill("a secret typed too early");
		await page.getByLabel(en.login.password, { exact: true }).press("Enter");
		await page.waitForLoadState();
		expect(page.url()).not.toContain("secret");
		expect(page.url()).not.toContain("password");
	});

	it("sends the baseline headers on a page, an asset and an API response", async () => {
		const pageResponse = await fetch(`${session.baseUrl}/pricing`, { headers: { "user-agent": BROWSER_USER_AGENT } });
		expectBaselineHeaders(pageResponse.headers, "page");
		// The public pages load no script (ADR 0026): the sign-in page's first one stands for the assets.
		const signIn = await fetch(`${session.baseUrl}/login`, { headers: { "user-agent": BROWSER_USER_AGENT } });
		const asset = /\/assets\/[^"]+\.js(?=")/.exec(await signIn.text())?.[0];
		expect(asset).toBeDefined();
		expectBaselineHeaders((await fetch(`${session.baseUrl}${asset}`)).headers, "asset");
		expectBaselineHeaders((await fetch(`${session.baseUrl}/api/v1/nothing`)).headers, "api");
	});

	it("gives every inline script this response's nonce, and a new nonce per response", async () => {
		const load = async () => {
			const response = await fetch(`${session.baseUrl}/matrix`, { headers: { "user-agent": BROWSER_USER_AGENT } });
			const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
			return { nonce, html: await response.text() };
		};
		const first = await load();
		const second = await load();
		expect(first.nonce).toBeTruthy();
		expect(first.nonce).not.toBe(second.nonce);
		const scripts = [...first.html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? "");
		expect(scripts.length).toBeGreaterThan(0);
		for (const attributes of scripts) expect(attributes).toContain(`nonce="${first.nonce}"`);
	});

	it("compresses pages and serves hashed assets precompressed and immutable; a missing asset is a plain 404", async () => {
		const pageResponse = await fetch(`${session.baseUrl}/login`, {
			headers: { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip, deflate, br" },
		});
		expect(["br", "gzip"]).toContain(pageResponse.headers.get("content-encoding"));
		const asset = /\/assets\/[^"]+\.js(?=")/.exec(await pageResponse.text())?.[0];
		const assetResponse = await fetch(`${session.baseUrl}${asset}`, { headers: { "accept-encoding": "br, gzip" } });
		expect(assetResponse.status).toBe(200);
		expect(assetResponse.headers.get("content-encoding")).toBe("br");
		expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
		expect(assetResponse.headers.get("content-type")).toContain("javascript");
		const missing = await fetch(`${session.baseUrl}/assets/does-not-exist-1234.js`);
		expect(missing.status).toBe(404);
		expect(missing.headers.get("content-type")).toContain("text/plain");
	});

	it("runs the app in a browser without a single CSP violation or console error", async () => {
		// setupBrowser fails the test on any console error, which is where Chromium reports CSP violations.
		const page = await session.newPage();
		for (const path of ["/", "/login"]) {
			await page.goto(path);
			await page.waitForLoadState("networkidle");
		}
		await signInAnonymously(page);
		for (const path of ["/fr/sticky", "/matrix"]) {
			await page.goto(path);
			await page.waitForLoadState("networkidle");
		}
		await page.getByRole("link", { name: "Profile" }).click();
		await expect.poll(() => new URL(page.url()).pathname).toBe("/profile");
	});
});
