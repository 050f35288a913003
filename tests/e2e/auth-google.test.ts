import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { linksIn, waitForMail } from "#tests/setup/mail-catcher.ts";
import { setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { loginAtPeer, newPageForGoogle, signInWithGoogle } from "./support/google-peer.ts";
import {
	hydrated,
	pathOf,
	requestSignUp,
	signedInUser,
	signIn,
	signInAnonymously,
	signOut,
	visit,
} from "./support/journeys.ts";

const session = setupBrowser();
const mailDir = inject("mailDir");

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Opens the confirmation link mailed at sign-up (which also signs the person in), then signs out again. */
async function confirmEmail(page: Page, email: string) {
	const mail = await waitForMail(
		mailDir,
		(candidate) => candidate.to.includes(email) && candidate.subject === en.email.verifyEmail.subject,
	);
	const link = linksIn(mail).find((candidate) => new URL(candidate).pathname === "/api/auth/verify-email");
	expect(link, "the confirmation link").toBeDefined();
	await visit(page, link as string);
	await expect.poll(() => pathOf(page)).toBe("/matrix");
	await signOut(page, email);
}

describe("Google sign-in (OpenID Connect)", () => {
	it("signs in with Google and lands in the app", async () => {
		const page = await newPageForGoogle(session);
		await signInWithGoogle(page, session, "alice");
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		const user = await signedInUser(page);
		expect(user).toMatchObject({ email: "alice@example.test", isAnonymous: false });
		expect(user?.providers).toContain("google");
		await page.getByRole("button", { name: en.userMenu.label.replace("{{who}}", "alice@example.test") }).waitFor();
	});

	it("links Google to an anonymous user, who keeps the same account", async () => {
		const page = await newPageForGoogle(session);
		await signInAnonymously(page);
		const anonymous = await signedInUser(page);
		await hydrated(page.locator("main"));
		const email = `bob-${stamp()}@example.test`;
		const sessionCookie = async () =>
			(await page.context().cookies()).find((cookie) => cookie.name === "quadrant.session_token")?.value;
		const anonymousToken = await sessionCookie();

		await page.getByRole("button", { name: en.userMenu.label.replace("{{who}}", en.account.anonymous) }).click();
		await page.getByRole("menuitem", { name: en.account.linkGoogle }).click();
		await loginAtPeer(page, session, email);
		await expect.poll(() => pathOf(page)).toBe("/profile");
		expect(new URL(page.url()).searchParams.get("linked")).toBe("google");

		const user = await signedInUser(page);
		expect(user).toMatchObject({ id: anonymous?.id, email, isAnonymous: false });
		expect(user?.providers).toContain("google");
		expect(await sessionCookie()).not.toBe(anonymousToken);
		await page.getByText(en.profile.methodGoogle, { exact: true }).waitFor();

		// The menu no longer offers to link Google, on the next pages too (from the second on, the server reads it
		// with the session in one query).
		for (let load = 0; load < 2; load++) {
			await visit(page, "/matrix");
			await hydrated(page.locator("main"));
			await page.getByRole("button", { name: en.userMenu.label.replace("{{who}}", email) }).click();
			await page.getByRole("menuitem", { name: en.nav.profile }).waitFor();
			expect(await page.getByRole("menuitem", { name: en.account.linkGoogle }).count()).toBe(0);
			await page.keyboard.press("Escape");
		}
	});

	it("signs a confirmed email account in with Google when Google has verified the same address", async () => {
		const email = `carol-${stamp()}@example.test`;
		const page = await newPageForGoogle(session);
		// Signed up and signed in with the password, the address not yet confirmed.
		await requestSignUp(page, email, "carol's long password");
		await signIn(page, email, "carol's long password");
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		const owner = await signedInUser(page);
		await signOut(page, email);

		// Until the address is confirmed here, whoever registered it may not be its owner: no linking yet.
		await signInWithGoogle(page, session, email);
		await expect.poll(() => pathOf(page)).toBe("/login");
		await expect.poll(() => page.getByRole("alert").textContent()).toBe(en.authErrors.googleFailed);
		expect(await signedInUser(page)).toBeNull();

		await confirmEmail(page, email);
		// On another browser, so the peer asks who is signing in again (this one remembers the first round).
		const later = await newPageForGoogle(session);
		await signInWithGoogle(later, session, email);
		await expect.poll(() => pathOf(later)).toBe("/matrix");
		const user = await signedInUser(later);
		expect(user).toMatchObject({ id: owner?.id, email });
		expect(user?.providers).toEqual(expect.arrayContaining(["credential", "google"]));
	});

	it("never merges into an existing account when Google has not verified the address", async () => {
		const email = `unverified-dave-${stamp()}@example.test`;
		const page = await newPageForGoogle(session);
		// Signed up and signed in with the password, the address not yet confirmed.
		await requestSignUp(page, email, "dave's long password");
		await signIn(page, email, "dave's long password");
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		const owner = await signedInUser(page);
		await signOut(page, email);
		// Confirmed here, so only Google's unverified address can be what stops the merge.
		await confirmEmail(page, email);

		await signInWithGoogle(page, session, email);
		await expect.poll(() => pathOf(page)).toBe("/login");
		await expect.poll(() => page.getByRole("alert").textContent()).toBe(en.authErrors.googleFailed);
		const user = await signedInUser(page);
		expect(user?.id).not.toBe(owner?.id);
		expect(user).toBeNull();
	});

	it("answers a forged or stale callback with the sign-in page and a translated message, never a 500", async () => {
		const page = await newPageForGoogle(session);
		const response = await page.goto("/api/auth/callback/google?state=bogus&code=x");
		expect(response?.status()).toBeLessThan(500);
		await hydrated(page.locator("main"));
		expect(pathOf(page)).toBe("/login");
		await expect.poll(() => page.getByRole("alert").textContent()).toBe(en.authErrors.googleFailed);
		expect(await signedInUser(page)).toBeNull();
	});
});
