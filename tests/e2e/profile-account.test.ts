import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { newPageForGoogle, signInWithGoogle } from "./support/google-peer.ts";
import { hydrated, pathOf, signedInUser, signIn, signOut, visit } from "./support/journeys.ts";

const session = setupBrowser();

describe("profile account methods", () => {
	it("lets a Google-only account add a password, then sign in with its email address and that password", async () => {
		const login = `erin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
		const email = `${login}@example.test`;
		const page = await newPageForGoogle(session);
		await signInWithGoogle(page, session, login);
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		const owner = await signedInUser(page);

		await visit(page, "/profile");
		const account = page.getByRole("region", { name: en.profile.account });
		await account.getByText(en.profile.methodGoogle, { exact: true }).waitFor();
		const form = account.getByRole("form", { name: en.settings.addPasswordTitle });
		await hydrated(form);
		await expectNoAxeViolations(page);
		const password = form.getByLabel(en.profile.newPassword);
		await password.fill("erin's long password");
		await form.getByRole("button", { name: en.settings.addPassword }).click();
		await expect.poll(() => account.getByRole("status").filter({ hasText: en.settings.passwordAdded }).count()).toBe(1);
		await account.getByText(`${en.profile.methodPassword}, ${en.profile.methodGoogle}`).waitFor();
		expect(await form.count()).toBe(0);

		await signOut(page, email);
		await signIn(page, email, "erin's long password");
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		expect((await signedInUser(page))?.id).toBe(owner?.id);
	});
});
