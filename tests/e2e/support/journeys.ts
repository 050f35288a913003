import type { Locator, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { linksIn, waitForMail } from "#tests/setup/mail-catcher.ts";
import { en } from "./catalogs.ts";

export const pathOf = (page: Page) => new URL(page.url()).pathname;

export const uniqueEmail = (name: string) =>
	`${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Resolves once React has hydrated the server-rendered element, so a first click, focus or blur reaches it. */
export const hydrated = (element: Locator) =>
	expect
		.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
		.toBe(true);

/**
 * Waits until the page has arrived at `path` and answers to input. After a navigation in the page, the address
 * changes a moment before React paints the new page: poll for what it shows, do not count it at once.
 */
export async function arrivedAt(page: Page, path: string) {
	await expect.poll(() => pathOf(page)).toBe(path);
	await hydrated(page.locator("main"));
}

/** Opens a page and waits until it answers to input (React has hydrated it). */
export async function visit(page: Page, path: string) {
	await page.goto(path);
	await hydrated(page.locator("main"));
}

export async function fillCredentials(page: Page, email: string, password: string) {
	await page.getByLabel(en.login.email, { exact: true }).fill(email);
	await page.getByLabel(en.login.password, { exact: true }).fill(password);
}

export async function signIn(page: Page, email: string, password: string) {
	await visit(page, "/login");
	await fillCredentials(page, email, password);
	await page.getByRole("button", { name: en.login.signIn, exact: true }).click();
}

/** The link of the mail `subject` to `email` whose path starts with `path` (the e2e run's mail catcher). */
export async function mailedLink(email: string, subject: string, path: string) {
	const mail = await waitForMail(
		inject("mailDir"),
		(candidate) => candidate.to.includes(email) && candidate.subject === subject,
	);
	const link = linksIn(mail).find((candidate) => new URL(candidate).pathname.startsWith(path));
	expect(link, `a link to ${path} in "${subject}"`).toBeDefined();
	return link as string;
}

/**
 * Creates an email account as a person does: the sign-in page's "Create account" tab, which only says to check the
 * inbox (no session yet, ADR 0022), then the mailed link, which confirms the address, signs in and opens the app.
 */
export async function signUp(page: Page, email: string, password: string) {
	await requestSignUp(page, email, password);
	await page.goto(await mailedLink(email, en.email.verifyEmail.subject, "/api/auth/verify-email"));
	await expect.poll(() => pathOf(page)).toBe("/matrix");
	await hydrated(page.locator("main"));
}

/**
 * Creates a confirmed email account without the sign-in page: sign-up through the API as the page sends it, then the
 * mailed link, fetched by the page's context, which confirms the address and sets the session cookie. `baseUrl` is the
 * server the page's context talks to: better-auth refuses a request whose Origin is another server's.
 */
export async function signUpThroughApi(page: Page, email: string, password: string, baseUrl = inject("baseUrl")) {
	const origin = new URL(baseUrl).origin;
	const response = await page.request.post("/api/auth/sign-up/email", {
		data: { email, password, name: email.split("@")[0], callbackURL: "/matrix" },
		headers: { Origin: origin },
	});
	expect(response.status(), "sign-up").toBe(200);
	const confirmed = await page.request.get(
		await mailedLink(email, en.email.verifyEmail.subject, "/api/auth/verify-email"),
	);
	expect(new URL(confirmed.url()).pathname, "the mailed link leads to the app").toBe("/matrix");
}

/** Signs the page's context in to an existing account without the sign-in page, as its form does (auth-*.test.ts test the page). */
export async function signInThroughApi(page: Page, email: string, password: string, baseUrl = inject("baseUrl")) {
	const response = await page.request.post("/api/auth/sign-in/email", {
		data: { email, password },
		headers: { Origin: new URL(baseUrl).origin },
	});
	expect(response.status(), "sign-in").toBe(200);
}

/** Sends the sign-up form and waits for "check your inbox": the account exists, unconfirmed, and nobody is signed in. */
export async function requestSignUp(page: Page, email: string, password: string) {
	await visit(page, "/login");
	await page.getByRole("tab", { name: en.login.signUpTab }).click();
	await fillCredentials(page, email, password);
	await page.getByRole("button", { name: en.login.signUp, exact: true }).click();
	await page
		.getByRole("status")
		.filter({ hasText: en.login.checkInbox.replace("{{email}}", email) })
		.waitFor();
}

/** Starts without an account, as a person would: the sign-in page's "Continue without an account". */
export async function signInAnonymously(page: Page, path = "/login") {
	await visit(page, path);
	await page.getByRole("button", { name: en.login.continueAnonymously }).click();
	await expect.poll(() => pathOf(page)).toBe("/matrix");
	await hydrated(page.locator("main"));
}

/** User menu → Sign out → confirm. */
export async function signOut(page: Page, who: string) {
	await page.getByRole("button", { name: en.userMenu.label.replace("{{who}}", who) }).click();
	await page.getByRole("menuitem", { name: en.account.signOut }).click();
	await page.getByRole("alertdialog").getByRole("button", { name: en.account.signOut }).click();
	await expect.poll(() => pathOf(page)).toBe("/login");
}

/** Ends the page's session on the server (as if signed out in another tab, or revoked), through the page's own fetch. */
export async function endSessionOnServer(page: Page) {
	const status = await page.evaluate(async () => {
		const response = await fetch("/api/auth/sign-out", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: "{}",
		});
		return response.status;
	});
	expect(status).toBe(200);
}

export type SignedInUser = {
	id: string;
	email: string | null;
	isAnonymous: boolean;
	emailVerified: boolean;
	providers: string[];
};

/** GET /api/v1/me with the page's cookies, from outside the page (a 401 there is an answer, not a console error). */
export async function signedInUser(page: Page): Promise<SignedInUser | null> {
	const response = await page.request.get("/api/v1/me");
	return response.ok() ? ((await response.json()) as SignedInUser) : null;
}
