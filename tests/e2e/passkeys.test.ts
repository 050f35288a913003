import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "#tests/setup/free-port.ts";
import { type ServerProcess, startServer } from "#tests/setup/server-process.ts";
import { ACCOUNT_PASSWORD, allowRefusal, expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { arrivedAt, fillCredentials, signedInUser, signOut, signUp, uniqueEmail, visit } from "./support/journeys.ts";
import { message } from "./support/matrix.ts";
import { totpCode } from "./support/totp.ts";

const session = setupBrowser();

// WebAuthn refuses IP addresses as relying parties: this file runs its own server with a BASE_URL on `localhost`.
let server: ServerProcess;
let baseURL: string;

beforeAll(async () => {
	const port = await freePort();
	baseURL = `http://localhost:${port}`;
	server = await startServer(
		{ BASE_URL: baseURL, AUTH_RATE_LIMIT_PER_MINUTE: "10000", SMTP_URL: inject("smtpUrl") },
		port,
	);
});
afterAll(async () => {
	await server?.stop();
});

/** Chromium's virtual authenticator for this page: a platform passkey store that verifies its user (CDP WebAuthn). */
async function addVirtualAuthenticator(page: Page) {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send("WebAuthn.enable");
	const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
		options: {
			protocol: "ctap2",
			transport: "internal",
			hasResidentKey: true,
			hasUserVerification: true,
			isUserVerified: true,
			automaticPresenceSimulation: true,
		},
	});
	return {
		credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
	};
}

/** On the profile, adds a passkey of this name by keyboard and waits until it is listed. */
async function addPasskey(page: Page, name: string) {
	await visit(page, "/profile");
	const section = page.getByRole("region", { name: en.passkeys.title });
	await section.getByLabel(en.passkeys.name, { exact: true }).focus();
	await page.keyboard.type(name);
	await page.keyboard.press("Enter");
	await expect.poll(() => section.getByRole("status").textContent()).toBe(en.passkeys.added);
	await section.getByRole("list", { name: en.passkeys.listLabel }).getByText(name, { exact: true }).waitFor();
	return section;
}

/** Turns two-step verification on through the API, with the page's session (its own test covers the screens). */
async function enableTwoFactor(page: Page) {
	const headers = { origin: baseURL };
	const enabled = await page.request.post("/api/auth/two-factor/enable", {
		headers,
		data: { password: ACCOUNT_PASSWORD },
	});
	const secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get("secret") ?? "";
	const verified = await page.request.post("/api/auth/two-factor/verify-totp", {
		headers,
		data: { code: totpCode(secret) },
	});
	expect(verified.status()).toBe(200);
}

/** Focuses a control and presses Enter, as a keyboard user does. */
async function press(page: Page, control: ReturnType<Page["getByRole"]>) {
	await control.focus();
	await page.keyboard.press("Enter");
}

describe("passkeys", () => {
	it("are added on the profile, sign in without a password, are renamed and deleted, all by keyboard", async () => {
		const page = await session.newPage({ baseURL });
		const authenticator = await addVirtualAuthenticator(page);
		const email = uniqueEmail("passkey");
		await signUp(page, email, ACCOUNT_PASSWORD);
		const owner = await signedInUser(page);

		await visit(page, "/profile");
		await page.getByRole("region", { name: en.passkeys.title }).getByText(en.passkeys.none).waitFor();
		const section = await addPasskey(page, "Work laptop");
		const list = section.getByRole("list", { name: en.passkeys.listLabel });
		// A discoverable credential for this site, kept by the authenticator: sign-in needs no email first.
		const [credential] = await authenticator.credentials();
		expect(credential).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
		await expectNoAxeViolations(page);

		await press(page, list.getByRole("button", { name: message(en.passkeys.renameLabel, { name: "Work laptop" }) }));
		const newName = list.getByLabel(message(en.passkeys.newName, { name: "Work laptop" }));
		await expect.poll(() => newName.evaluate((input) => input === document.activeElement)).toBe(true);
		await page.keyboard.press("ControlOrMeta+A");
		await page.keyboard.type("Home laptop");
		await page.keyboard.press("Enter");
		await expect.poll(() => section.getByRole("status").textContent()).toBe(en.passkeys.renamed);
		await list.getByText("Home laptop", { exact: true }).waitFor();
		await signOut(page, email);

		await arrivedAt(page, "/login");
		await press(page, page.getByRole("button", { name: en.passkeys.signIn }));
		await arrivedAt(page, "/matrix");
		expect((await signedInUser(page))?.id).toBe(owner?.id);

		await visit(page, "/profile");
		await press(page, list.getByRole("button", { name: message(en.passkeys.deleteLabel, { name: "Home laptop" }) }));
		const dialog = page.getByRole("alertdialog", { name: message(en.passkeys.deleteTitle, { name: "Home laptop" }) });
		await dialog.waitFor();
		await expectNoAxeViolations(page);
		await press(page, dialog.getByRole("button", { name: en.passkeys.deleteConfirm }));
		await expect.poll(() => section.getByRole("status").textContent()).toBe(en.passkeys.deleted);
		await section.getByText(en.passkeys.none).waitFor();
		await signOut(page, email);

		// The device still holds the passkey; the server no longer knows it.
		allowRefusal(page, "/api/auth/passkey/verify-authentication", 401);
		await arrivedAt(page, "/login");
		await press(page, page.getByRole("button", { name: en.passkeys.signIn }));
		await expect.poll(() => page.getByRole("alert").textContent()).toBe(en.passkeys.notAccepted);
		expect(await signedInUser(page)).toBeNull();
		await expectNoAxeViolations(page);
	}, 150_000);

	it("stand in for the authenticator code at the second step of a password sign-in", async () => {
		const page = await session.newPage({ baseURL });
		await addVirtualAuthenticator(page);
		const email = uniqueEmail("passkey-2fa");
		await signUp(page, email, ACCOUNT_PASSWORD);
		const owner = await signedInUser(page);
		// Turning it on replaces the session: done away from any app page, so none is left asking with the old one.
		await page.goto("about:blank");
		await enableTwoFactor(page);
		await addPasskey(page, "Phone");
		const twoFactor = page.getByRole("region", { name: en.profile.twoFactor });
		expect(await twoFactor.getByRole("status").textContent()).toBe(en.profile.twoFactorOn);
		await signOut(page, email);

		await arrivedAt(page, "/login");
		await fillCredentials(page, email, ACCOUNT_PASSWORD);
		await page.keyboard.press("Enter");
		await page.getByRole("heading", { name: en.login.twoFactorTitle }).waitFor();
		await expectNoAxeViolations(page);
		await press(page, page.getByRole("button", { name: en.passkeys.useInstead }));
		await arrivedAt(page, "/matrix");
		expect((await signedInUser(page))?.id).toBe(owner?.id);
	}, 150_000);
});
