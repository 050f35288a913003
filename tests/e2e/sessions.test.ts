import { describe, expect, inject, it } from "vitest";
import { waitForMail } from "#tests/setup/mail-catcher.ts";
import { ACCOUNT_PASSWORD, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { hydrated, pathOf, signInThroughApi, signUpThroughApi, uniqueEmail, visit } from "./support/journeys.ts";

const session = setupBrowser();
const mailDir = inject("mailDir");

describe("signed-in devices", () => {
	it("lists this device and another, and signs the other out with the keyboard, at once", async () => {
		const email = uniqueEmail("devices");
		const laptop = await session.newPage();
		await signUpThroughApi(laptop, email, ACCOUNT_PASSWORD);
		const phone = await session.newPage();
		await signInThroughApi(phone, email, ACCOUNT_PASSWORD);

		await visit(laptop, "/profile");
		const devices = laptop.getByRole("region", { name: en.sessions.title });
		const items = devices.getByRole("listitem");
		await expect.poll(() => items.count()).toBe(2);
		expect(await items.filter({ hasText: en.sessions.thisDevice }).count()).toBe(1);
		await expectNoAxeViolations(laptop);

		// The other device's own button, named after it: "Sign out Chrome on Linux".
		const revoke = items.getByRole("button");
		expect(await revoke.getAttribute("aria-label")).toMatch(/^Sign out Chrome on Linux$/);
		await hydrated(revoke);
		await revoke.focus();
		await laptop.keyboard.press("Enter");
		await expect.poll(() => items.count()).toBe(1);
		await devices
			.getByRole("status")
			.filter({ hasText: en.sessions.revoked.split("{{device}}")[1] ?? "" })
			.waitFor();
		const heading = devices.getByRole("heading", { name: en.sessions.title });
		expect(await heading.evaluate((node) => node === document.activeElement)).toBe(true);
		await expectNoAxeViolations(laptop);

		await phone.goto("/profile");
		await expect.poll(() => pathOf(phone)).toBe("/login");
	});

	it("mails the owner over SMTP when the password is changed", async () => {
		const email = uniqueEmail("notice");
		const page = await session.newPage();
		await signUpThroughApi(page, email, ACCOUNT_PASSWORD);
		await visit(page, "/profile");
		const form = page.getByRole("form", { name: en.profile.changePassword });
		await hydrated(form);
		await form.getByLabel(en.profile.currentPassword, { exact: true }).fill(ACCOUNT_PASSWORD);
		await form.getByLabel(en.profile.newPassword, { exact: true }).fill("another long enough password");
		await form.getByRole("button", { name: en.profile.changePassword }).click();
		await expect
			.poll(() => form.getByRole("status").textContent(), { timeout: 10_000 })
			.toBe(en.profile.passwordChanged);
		const mail = await waitForMail(
			mailDir,
			(candidate) => candidate.to.includes(email) && candidate.subject === en.securityMail.passwordChanged.subject,
		);
		expect(mail.text).toContain(en.securityMail.ifNot);
	});
});
