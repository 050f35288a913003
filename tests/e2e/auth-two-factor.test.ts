import { describe, expect, it } from "vitest";
import { allowRefusal, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import {
	fillCredentials,
	hydrated,
	pathOf,
	signedInUser,
	signOut,
	signUp,
	uniqueEmail,
	visit,
} from "./support/journeys.ts";
import { totpCode, unusedTotpCode } from "./support/totp.ts";

const session = setupBrowser();

/** A code the authenticator showed ten minutes ago: well-formed, but no longer valid. */
const staleCode = (secret: string) => totpCode(secret, Date.now() - 10 * 60_000);

describe("two-step verification", () => {
	it("turns on with an authenticator code and then asks for one at every sign-in", async () => {
		const page = await session.newPage();
		allowRefusal(page, "/api/auth/two-factor/verify-totp", 401);
		const email = uniqueEmail("careful");
		const password = "a careful long password";

		await signUp(page, email, password);
		const owner = await signedInUser(page);

		await visit(page, "/profile");
		const section = page.getByRole("region", { name: en.profile.twoFactor });
		expect(await section.getByRole("status").textContent()).toBe(en.profile.twoFactorOff);
		await section.getByLabel(en.profile.currentPassword, { exact: true }).fill(password);
		await section.getByRole("button", { name: en.profile.twoFactorEnable }).click();

		const secretLine = section.getByText(en.profile.twoFactorSecret);
		await secretLine.waitFor();
		const secret = ((await secretLine.textContent()) ?? "").replace(en.profile.twoFactorSecret, "").trim();
		expect(secret).toMatch(/^[A-Z2-7]+=*$/);
		await section.getByRole("img", { name: en.profile.twoFactorQrAlt }).waitFor();
		expect(await section.getByRole("list", { name: en.profile.backupCodes }).getByRole("listitem").count()).toBe(10);

		// The server takes each code once: every step below uses one of its own.
		const usedSteps = new Set<number>();
		const code = section.getByLabel(en.login.code, { exact: true });
		await code.fill(staleCode(secret));
		await section.getByRole("button", { name: en.profile.twoFactorConfirm }).click();
		await expect.poll(() => section.getByRole("alert").textContent()).toBe(en.authErrors.invalidCode);

		await code.fill(unusedTotpCode(secret, usedSteps));
		await section.getByRole("button", { name: en.profile.twoFactorConfirm }).click();
		await expect.poll(() => section.getByRole("status").textContent()).toBe(en.profile.twoFactorOn);
		await hydrated(page.locator("main"));
		await signOut(page, email);

		await visit(page, "/login");
		await fillCredentials(page, email, password);
		await page.getByRole("button", { name: en.login.signIn, exact: true }).click();
		await page.getByRole("heading", { name: en.login.twoFactorTitle }).waitFor();
		// Not signed in until the second step (asked outside the page: a 401 there is an answer, not an error).
		expect((await page.request.get("/api/v1/me")).status()).toBe(401);

		const loginCode = page.getByLabel(en.login.code, { exact: true });
		await loginCode.fill(staleCode(secret));
		await page.getByRole("button", { name: en.login.verify }).click();
		await page.getByText(en.authErrors.invalidCode, { exact: true }).waitFor();
		expect(await loginCode.getAttribute("aria-invalid")).toBe("true");
		expect(pathOf(page)).toBe("/login");

		await loginCode.fill(unusedTotpCode(secret, usedSteps));
		await page.getByRole("button", { name: en.login.verify }).click();
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		expect(await signedInUser(page)).toMatchObject({ id: owner?.id, email });

		// Turning it off takes a current code as well as the password.
		allowRefusal(page, "/api/auth/two-factor/disable", 400);
		await visit(page, "/profile");
		const settings = page.getByRole("region", { name: en.profile.twoFactor });
		await settings.getByLabel(en.profile.currentPassword, { exact: true }).fill(password);
		const disableCode = settings.getByLabel(en.login.code, { exact: true });
		await disableCode.fill(staleCode(secret));
		await settings.getByRole("button", { name: en.profile.twoFactorDisable }).click();
		await expect.poll(() => settings.getByRole("alert").textContent()).toBe(en.authErrors.invalidCode);
		expect(await settings.getByRole("status").textContent()).toBe(en.profile.twoFactorOn);
		await disableCode.fill(unusedTotpCode(secret, usedSteps));
		await settings.getByRole("button", { name: en.profile.twoFactorDisable }).click();
		await expect.poll(() => settings.getByRole("status").textContent()).toBe(en.profile.twoFactorOff);
	});
});
