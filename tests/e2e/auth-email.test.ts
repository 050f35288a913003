import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { linksIn, waitForMail } from "#tests/setup/mail-catcher.ts";
import { ACCOUNT_PASSWORD, allowRefusal, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en, fr } from "./support/catalogs.ts";
import {
	fillCredentials,
	hydrated,
	mailedLink,
	pathOf,
	requestSignUp,
	signedInUser,
	signIn,
	signOut,
	signUp,
	signUpThroughApi,
	uniqueEmail,
	visit,
} from "./support/journeys.ts";

const session = setupBrowser();
const mailDir = inject("mailDir");

const mailTo = (email: string, subject: string) =>
	waitForMail(mailDir, (mail) => mail.to.includes(email) && mail.subject === subject);

const linkOf = (links: string[], path: string) => {
	const link = links.find((candidate) => new URL(candidate).pathname.startsWith(path));
	expect(link, `a link to ${path} in ${links.join(", ")}`).toBeDefined();
	return link as string;
};

/** The page a confirmation link led to says so, once: the mark that asked for it leaves the address. */
async function expectConfirmedOnce(page: Page) {
	const confirmed = page.getByRole("status").filter({ hasText: en.verifyBanner.confirmed });
	await confirmed.waitFor();
	await expect.poll(() => new URL(page.url()).search).toBe("");
	await page.reload();
	await page.getByRole("heading", { level: 1 }).waitFor();
	expect(await confirmed.count()).toBe(0);
}

describe("email and password", () => {
	it("keeps an anonymous user's account when an email and password are added, across sign-out and sign-in", async () => {
		const page = await session.anonymousPage();
		const anonymous = await signedInUser(page);
		expect(anonymous).toMatchObject({ isAnonymous: true, email: null });

		const email = uniqueEmail("keeper");
		const password = "correct horse battery";
		await visit(page, "/profile");
		await fillCredentials(page, email, password);
		await page.getByRole("button", { name: en.profile.addEmailPassword }).click();
		// Nothing changes until the mailed link is opened: the tasks stay here meanwhile.
		await page
			.getByRole("status")
			.filter({ hasText: en.profile.keepDataSent.replace("{{email}}", email) })
			.waitFor();
		expect(await signedInUser(page)).toMatchObject({ id: anonymous?.id, isAnonymous: true });
		await expectNoAxeViolations(page);

		await page.goto(await mailedLink(email, en.email.confirmKeepData.subject, "/api/auth/keep-data/confirm"));
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		await expectConfirmedOnce(page);
		expect(await signedInUser(page)).toMatchObject({
			id: anonymous?.id,
			email,
			isAnonymous: false,
			emailVerified: true,
		});
		expect((await signedInUser(page))?.providers).toContain("credential");

		await page.reload();
		await hydrated(page.locator("main"));
		await signOut(page, email);
		expect(await signedInUser(page)).toBeNull();

		await signIn(page, email, password);
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		expect(await signedInUser(page)).toMatchObject({ id: anonymous?.id, email, isAnonymous: false });
	});

	it("creates an account through the mailed link, which confirms the address and signs in", async () => {
		const page = await session.newPage();
		const email = uniqueEmail("newcomer");
		await visit(page, "/login");
		await page.getByRole("tab", { name: en.login.signUpTab }).click();
		await fillCredentials(page, email, "a long enough password");
		await page.getByRole("button", { name: en.login.signUp, exact: true }).click();
		await page
			.getByRole("status")
			.filter({ hasText: en.login.checkInbox.replace("{{email}}", email) })
			.waitFor();
		expect(await signedInUser(page)).toBeNull();
		await expectNoAxeViolations(page);

		const mail = await mailTo(email, en.email.verifyEmail.subject);
		expect(mail.text).toContain(en.email.verifyEmail.intro);
		await page.goto(linkOf(linksIn(mail), "/api/auth/verify-email"));
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		expect(await signedInUser(page)).toMatchObject({ email, isAnonymous: false, emailVerified: true });
		await page.getByRole("heading", { level: 1 }).waitFor();
		expect(await page.getByRole("region", { name: en.verifyBanner.label }).count()).toBe(0);
		await expectConfirmedOnce(page);
	});

	it("reminds a signed-in account of its unconfirmed address with a banner that sends the link again", async () => {
		const page = await session.newPage();
		const email = uniqueEmail("unconfirmed");
		await requestSignUp(page, email, "a long enough password");
		await signIn(page, email, "a long enough password");
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		const banner = page.getByRole("region", { name: en.verifyBanner.label });
		await hydrated(banner.getByRole("button", { name: en.verifyBanner.resend }));
		// The request's code loads on this click (it is not part of every page's first download).
		await banner.getByRole("button", { name: en.verifyBanner.resend }).click();
		await banner.getByRole("status").filter({ hasText: en.verifyBanner.sent }).waitFor();
	});

	it("answers a sign-up with a taken address as any other, and mails its owner instead, in the page's language", async () => {
		const email = uniqueEmail("taken");
		await signUp(await session.newPage(), email, "the owner's password");

		const page = await session.newPage();
		await visit(page, "/fr/login");
		await page.getByRole("tab", { name: fr.login.signUpTab }).click();
		await page.getByLabel(fr.login.email, { exact: true }).fill(email);
		await page.getByLabel(fr.login.password, { exact: true }).fill("a stranger's password");
		await page.getByRole("button", { name: fr.login.signUp, exact: true }).click();
		await page
			.getByRole("status")
			.filter({ hasText: fr.login.checkInbox.replace("{{email}}", email) })
			.waitFor();
		expect(await signedInUser(page)).toBeNull();

		const notice = await mailTo(email, fr.email.existingAccount.subject);
		await visit(page, linkOf(linksIn(notice), "/fr/login"));
		// The mail's sign-in link opens the sign-in page in the owner's language.
		await page.getByRole("tab", { name: fr.login.signInTab }).waitFor();
	});

	it("resets a forgotten password with the mailed link, which signs in: the new one works, the old one no longer does", async () => {
		const email = uniqueEmail("forgetful");
		const oldPassword = "the old password";
		const newPassword = "the brand new password";
		const first = await session.newPage();
		await signUp(first, email, oldPassword);

		const page = await session.newPage();
		allowRefusal(page, "/api/auth/sign-in/email", 401);
		await visit(page, "/login");
		await page.getByRole("link", { name: en.login.forgotPassword }).click();
		await expect.poll(() => new URL(page.url()).searchParams.get("mode")).toBe("forgot");
		// The address can change a moment before the panel does; typed into the sign-in form, the email would be lost.
		await page.getByRole("heading", { name: en.login.forgotTitle }).waitFor();
		await page.getByLabel(en.login.email, { exact: true }).fill(email);
		await page.getByRole("button", { name: en.login.sendResetLink }).click();
		await expect.poll(() => page.getByRole("status").textContent()).toBe(en.login.resetSent);

		const mail = await mailTo(email, en.email.resetPassword.subject);
		await visit(page, linkOf(linksIn(mail), "/api/auth/reset-password"));
		await expect.poll(() => new URL(page.url()).searchParams.get("mode")).toBe("reset");
		expect(new URL(page.url()).searchParams.get("token")).toBeTruthy();
		await page.getByLabel(en.login.newPassword, { exact: true }).fill(newPassword);
		await page.getByRole("button", { name: en.login.setNewPassword }).click();
		// The new password signs its person in: on to the app, not asked to sign in again.
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		expect(await signedInUser(page)).toMatchObject({ email });

		await page.context().clearCookies();
		await signIn(page, email, oldPassword);
		await expect.poll(() => page.getByRole("alert").textContent()).toBe(en.authErrors.invalidCredentials);
		expect(pathOf(page)).toBe("/login");

		await fillCredentials(page, email, newPassword);
		await page.getByRole("button", { name: en.login.signIn, exact: true }).click();
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		expect(await signedInUser(page)).toMatchObject({ email });
	});

	it("explains what is wrong with a field as the person types, in the page's language", async () => {
		const page = await session.newPage();
		await page.goto("/login");
		const email = page.getByLabel(en.login.email, { exact: true });
		const password = page.getByLabel(en.login.password, { exact: true });
		const form = page.getByRole("tabpanel");

		await hydrated(email);
		await email.focus();
		await email.blur();
		await form.getByText(en.validation.required, { exact: true }).waitFor();
		expect(await email.getAttribute("aria-invalid")).toBe("true");

		await email.pressSequentially("not-an-email");
		await form.getByText(en.validation.email, { exact: true }).waitFor();
		await email.fill("someone@example.test");
		await expect.poll(() => email.getAttribute("aria-invalid")).toBeNull();

		await password.pressSequentially("short");
		await form.getByText(en.validation.minLength.replace("{{min}}", "8"), { exact: true }).waitFor();
		await password.pressSequentially(" and now long");
		await expect.poll(() => form.getByText(en.validation.minLength.replace("{{min}}", "8")).count()).toBe(0);

		await page.goto("/fr/login");
		const frEmail = page.getByLabel(fr.login.email, { exact: true });
		await hydrated(frEmail);
		await frEmail.focus();
		await frEmail.blur();
		await page.getByText(fr.validation.required, { exact: true }).waitFor();
		await frEmail.pressSequentially("pas-une-adresse");
		await page.getByText(fr.validation.email, { exact: true }).waitFor();
	});

	it("says the email or password is incorrect, without telling which, and stays accessible", async () => {
		const email = uniqueEmail("mistyped");
		const owner = await session.newPage();
		await signUp(owner, email, "the right password");

		const page = await session.newPage();
		allowRefusal(page, "/api/auth/sign-in/email", 401);
		await signIn(page, email, "the wrong password");
		await expect.poll(() => page.getByRole("alert").textContent()).toBe(en.authErrors.invalidCredentials);
		expect(pathOf(page)).toBe("/login");
		expect(await signedInUser(page)).toBeNull();

		await signIn(page, uniqueEmail("nobody"), "the wrong password");
		await expect.poll(() => page.getByRole("alert").textContent()).toBe(en.authErrors.invalidCredentials);
		await expectNoAxeViolations(page);
	});

	it("changes the password from the profile, then signs in with the new one", async () => {
		const page = await session.newPage();
		const email = uniqueEmail("changer");
		await signUp(page, email, "the first password");
		await visit(page, "/profile");
		const form = page.getByRole("form", { name: en.profile.changePassword });
		await form.getByLabel(en.profile.currentPassword, { exact: true }).fill("the first password");
		await form.getByLabel(en.profile.newPassword, { exact: true }).fill("the second password");
		await form.getByRole("button", { name: en.profile.changePassword }).click();
		// Checking the old password and hashing the new one (scrypt, N=2^17) takes a second or two here.
		await expect
			.poll(() => form.getByRole("status").textContent(), { timeout: 10_000 })
			.toBe(en.profile.passwordChanged);
		await signOut(page, email);
		await signIn(page, email, "the second password");
		await expect.poll(() => pathOf(page)).toBe("/matrix");
	});
});

// Issue 44, item 1: the page paints before its scripts run (ADR 0030); a form sent then is served by the server.
// JavaScript off is that window held open: every press below is a native form post.
describe("the sign-in page before its scripts run", () => {
	it("starts without an account from the sign-in and landing pages, and signs in with a password or says why not", async () => {
		const starter = await session.newPage({ javaScriptEnabled: false });
		await starter.goto("/login");
		await starter.getByRole("button", { name: en.login.continueAnonymously }).click();
		await expect.poll(() => pathOf(starter)).toBe("/matrix");
		expect(await signedInUser(starter)).toMatchObject({ isAnonymous: true });
		// The landing page's door is the same form: one press, straight into a matrix of one's own.
		const visitor = await session.newPage({ javaScriptEnabled: false });
		await visitor.goto("/fr");
		await visitor.getByRole("button", { name: fr.home.start }).click();
		await expect.poll(() => pathOf(visitor)).toBe("/fr/matrix");
		expect(await signedInUser(visitor)).toMatchObject({ isAnonymous: true });

		const email = uniqueEmail("no-script");
		await signUpThroughApi(await session.newPage(), email, ACCOUNT_PASSWORD);
		const page = await session.newPage({ javaScriptEnabled: false });
		await page.goto("/fr/login");
		await page.getByLabel(fr.login.email, { exact: true }).fill(email);
		await page.getByLabel(fr.login.password, { exact: true }).fill("not the password");
		await page.getByLabel(fr.login.password, { exact: true }).press("Enter");
		expect(await page.getByRole("alert").textContent()).toBe(fr.authErrors.invalidCredentials);
		expect(pathOf(page)).toBe("/fr/login");

		await page.getByLabel(fr.login.email, { exact: true }).fill(email);
		await page.getByLabel(fr.login.password, { exact: true }).fill(ACCOUNT_PASSWORD);
		await page.getByRole("button", { name: fr.login.signIn, exact: true }).click();
		await expect.poll(() => pathOf(page)).toBe("/fr/matrix");
		expect(await signedInUser(page)).toMatchObject({ email, isAnonymous: false });
	});
});
