import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import type { BrowserSession } from "./browser.ts";
import { en } from "./catalogs.ts";
import { visit } from "./journeys.ts";

/** A fresh page whose visits to the OpenID peer do not reach for its web font (offline, that would log an error). */
export async function newPageForGoogle(session: BrowserSession): Promise<Page> {
	const page = await session.newPage();
	await page
		.context()
		.route("https://fonts.googleapis.com/**", (route) =>
			route.fulfill({ status: 200, contentType: "text/css", body: "" }),
		);
	return page;
}

/** "Sign in with Google", through the peer's development login and consent pages, as a person would. */
export async function signInWithGoogle(page: Page, session: BrowserSession, login: string) {
	await visit(page, "/login");
	await page.getByRole("button", { name: en.login.google }).click();
	await loginAtPeer(page, session, login);
}

/** The peer's development login and consent pages, as a person would go through them, back to the app. */
export async function loginAtPeer(page: Page, session: BrowserSession, login: string) {
	await expect.poll(() => new URL(page.url()).origin).toBe(inject("oidcIssuer"));
	await page.getByRole("textbox", { name: "Enter any login" }).fill(login);
	await page.getByPlaceholder("and password").fill("any password");
	await page.getByRole("button", { name: "Sign-in" }).click();
	await page.getByRole("button", { name: "Continue" }).click();
	await expect.poll(() => new URL(page.url()).origin).toBe(session.baseUrl);
}
