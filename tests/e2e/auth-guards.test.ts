import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { allowNetworkFailures, allowRefusal, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { BROWSER_USER_AGENT, en, MESSAGES, prefixed } from "./support/catalogs.ts";
import {
	endSessionOnServer,
	hydrated,
	pathOf,
	signedInUser,
	signInAnonymously,
	signUp,
	uniqueEmail,
	visit,
} from "./support/journeys.ts";

const session = setupBrowser();

async function openSignOutDialog(page: Page, who: string) {
	await page.getByRole("button", { name: en.userMenu.label.replace("{{who}}", who) }).click();
	await page.getByRole("menuitem", { name: en.account.signOut }).click();
	const dialog = page.getByRole("alertdialog", { name: en.signOut.title });
	await dialog.waitFor();
	return dialog;
}

const focusIsInside = (dialog: Locator) => dialog.evaluate((node) => node.contains(document.activeElement));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

describe("who may see which page", () => {
	it("sends a guest from an app page to sign-in in the same language, and back there afterwards", async () => {
		const page = await session.newPage();
		await page.goto("/fr/profile");
		const url = new URL(page.url());
		expect(`${url.pathname}${url.search}`).toBe("/fr/login?redirect=%2Ffr%2Fprofile");
		await hydrated(page.locator("main"));
		await page.getByRole("button", { name: MESSAGES.fr.login.continueAnonymously }).click();
		await expect.poll(() => pathOf(page)).toBe("/fr/profile");
		await page.getByRole("heading", { level: 1, name: MESSAGES.fr.pages.profile.title }).waitFor();
	});

	it("never follows a sign-in redirect to another site", async () => {
		for (const target of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
			const page = await session.newPage();
			await signInAnonymously(page, `/login?redirect=${encodeURIComponent(target)}`);
			expect(new URL(page.url()).origin, target).toBe(session.baseUrl);
			// Signed in, the sign-in page's own redirect (on the server) refuses it too.
			const response = await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
			expect(response?.ok(), target).toBe(true);
			expect(page.url(), target).toBe(`${session.baseUrl}/matrix`);
		}
	});

	it("sends a signed-in visitor, anonymous included, from sign-in to the app", async () => {
		const page = await session.anonymousPage();
		await page.goto("/login");
		expect(pathOf(page)).toBe("/matrix");
		await page.goto("/fr/login");
		expect(pathOf(page)).toBe("/fr/matrix");
		await page.goto("/login?redirect=%2Fprofile");
		expect(pathOf(page)).toBe("/profile");
	});
});

describe("signing out", () => {
	it("asks first, warns an anonymous user, keeps focus in the dialog, and on confirming ends the session", async () => {
		const page = await session.anonymousPage();
		const user = await signedInUser(page);
		await hydrated(page.locator("main"));

		let dialog = await openSignOutDialog(page, en.account.anonymous);
		const text = (await dialog.textContent()) ?? "";
		expect(text).toContain(en.signOut.unsavedChanges);
		// This server offers Google sign-in (global-setup), so the warning suggests linking it.
		expect(text).toContain(en.signOut.anonymousWarningWithGoogle);

		// Focus starts on Cancel and Tab, forwards or backwards, never leaves the dialog.
		expect(await focusedText(page)).toBe(en.common.cancel);
		const seen = new Set<string>();
		for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
			await page.keyboard.press(key);
			expect(await focusIsInside(dialog), key).toBe(true);
			seen.add(await focusedText(page));
		}
		expect([...seen].sort()).toEqual([en.account.signOut, en.common.cancel].sort());
		await expectNoAxeViolations(page);

		await dialog.getByRole("button", { name: en.common.cancel }).click();
		await expect.poll(() => dialog.count()).toBe(0);
		expect(await signedInUser(page)).toMatchObject({ id: user?.id });

		dialog = await openSignOutDialog(page, en.account.anonymous);
		await dialog.getByRole("button", { name: en.account.signOut }).click();
		await expect.poll(() => pathOf(page)).toBe("/login");
		expect((await page.request.get("/api/v1/me")).status()).toBe(401);
		await page.goto("/matrix");
		expect(`${pathOf(page)}${new URL(page.url()).search}`).toBe("/login?redirect=%2Fmatrix");
	});

	it("does not give the anonymous warning to a person with an account", async () => {
		const page = await session.newPage();
		const email = uniqueEmail("leaver");
		await signUp(page, email, "a long enough password");

		const dialog = await openSignOutDialog(page, email);
		const text = (await dialog.textContent()) ?? "";
		expect(text).toContain(en.signOut.unsavedChanges);
		expect(text).not.toContain(en.signOut.anonymousWarningWithGoogle);
	});

	it("sends the app to sign-in when an API call finds the session ended elsewhere", async () => {
		const page = await session.newPage();
		allowRefusal(page, "/api/v1/account/credentials", 401);
		await signInAnonymously(page);
		// Live updates would tell the page at once (tests/e2e/live-sync.test.ts); held back, the API call is what finds out.
		allowNetworkFailures(page);
		await page.route("**/api/v1/events*", (route) => route.abort());
		await visit(page, "/profile");
		await page.evaluate(() => sessionStorage.setItem("quadrant-test", "draft"));

		// The session ends on the server (as if signed out on another tab or revoked); the page does not know yet.
		await endSessionOnServer(page);
		const response = await page.request.get("/api/v1/me");
		expect(response.status()).toBe(401);
		expect(response.headers()["content-type"]).toContain("application/json");
		expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });

		// The app's own API call (keeping the anonymous data) meets the 401 and goes to sign-in, forgetting local state.
		await page.getByLabel(en.login.email, { exact: true }).fill(uniqueEmail("late"));
		await page.getByLabel(en.login.password, { exact: true }).fill("a long enough password");
		await page.getByRole("button", { name: en.profile.addEmailPassword }).click();
		await expect.poll(() => pathOf(page)).toBe("/login");
		expect(new URL(page.url()).searchParams.get("redirect")).toBe("/profile");
		expect(await page.evaluate(() => sessionStorage.getItem("quadrant-test"))).toBeNull();
	});
});

describe("guards in every language", () => {
	it("send a visitor without a session from every app page to that language's sign-in page", async () => {
		for (const locale of SUPPORTED_LOCALES) {
			for (const path of ["/matrix", "/sticky", "/profile"]) {
				const page = prefixed(locale, path);
				const response = await fetch(`${session.baseUrl}${page}`, {
					headers: { "user-agent": BROWSER_USER_AGENT },
					redirect: "manual",
				});
				expect(response.status, page).toBe(302);
				expect(response.headers.get("location"), page).toBe(
					`${prefixed(locale, "/login")}?redirect=${encodeURIComponent(page)}`,
				);
			}
		}
	});
});
