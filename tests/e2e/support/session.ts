import type { Page } from "playwright-core";
import { expect } from "vitest";
import { MESSAGES } from "./catalogs.ts";

/** Starts without an account, as a person would: the sign-in page's "Continue without an account". */
export async function signInAnonymously(page: Page, path = "/login"): Promise<void> {
	await page.goto(path);
	await page.getByRole("button", { name: MESSAGES.en.login.continueAnonymously }).click();
	await expect.poll(() => new URL(page.url()).pathname).toBe("/matrix");
}

/** The signed-in user as the API sees it. */
export function currentUser(page: Page) {
	return page.evaluate(async () => {
		const response = await fetch("/api/v1/me");
		return response.ok
			? ((await response.json()) as { id: string; email: string | null; isAnonymous: boolean; providers: string[] })
			: null;
	});
}
