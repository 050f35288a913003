import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { hydrated, pathOf, signIn, signInAnonymously, signUp, uniqueEmail, visit } from "./support/journeys.ts";

const session = setupBrowser();
const PASSWORD = "correct horse battery staple";

const settingsForm = (page: Page) => page.getByRole("form", { name: en.settings.title });
const saveButton = (page: Page) => page.getByRole("button", { name: en.settings.save });

async function openProfile(page: Page) {
	await visit(page, "/profile");
	await hydrated(saveButton(page));
}

async function save(page: Page) {
	await saveButton(page).click();
	await expect.poll(() => page.getByRole("status").filter({ hasText: en.settings.saved }).count()).toBe(1);
}

describe("settings on the profile", () => {
	it("saves roaming settings to the account and local ones to this browser, and another browser sees the account's", async () => {
		const page = await session.newPage({ colorScheme: "light" });
		const email = uniqueEmail("settings");
		await signUp(page, email, PASSWORD);
		await openProfile(page);
		const form = settingsForm(page);
		const reminders = form.getByRole("checkbox", { name: en.settings.notificationsEnabled });
		const newsletter = form.getByRole("checkbox", { name: en.settings.newsletterSubscribed });
		const quote = form.getByRole("checkbox", { name: en.settings.showQuote });
		// Defaults: reminders on, newsletter off, quote shown, theme follows the system.
		expect(await reminders.isChecked()).toBe(true);
		expect(await newsletter.isChecked()).toBe(false);
		expect(await quote.isChecked()).toBe(true);
		expect(await form.getByRole("radio", { name: en.theme.system }).isChecked()).toBe(true);

		await reminders.uncheck();
		await newsletter.check();
		await quote.uncheck();
		await form.getByRole("radio", { name: en.theme.dark }).check();
		await save(page);

		await page.reload();
		await hydrated(saveButton(page));
		expect(await reminders.isChecked()).toBe(false);
		expect(await newsletter.isChecked()).toBe(true);
		expect(await quote.isChecked()).toBe(false);
		expect(await form.getByRole("radio", { name: en.theme.dark }).isChecked()).toBe(true);
		expect(await page.getAttribute("html", "data-theme")).toBe("dark");
		// The browser's time zone went with the save, for the reminders.
		const stored = await (await page.request.get("/api/v1/settings")).json();
		expect(stored).toEqual({
			notificationsEnabled: false,
			newsletterSubscribed: true,
			timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
		});

		// Another browser, same account: the account's settings, this browser's own theme and quote flag.
		const other = await session.newPage({ colorScheme: "light" });
		await signIn(other, email, PASSWORD);
		await expect.poll(() => pathOf(other)).toBe("/matrix");
		await openProfile(other);
		const otherForm = settingsForm(other);
		expect(await otherForm.getByRole("checkbox", { name: en.settings.notificationsEnabled }).isChecked()).toBe(false);
		expect(await otherForm.getByRole("checkbox", { name: en.settings.newsletterSubscribed }).isChecked()).toBe(true);
		expect(await otherForm.getByRole("checkbox", { name: en.settings.showQuote }).isChecked()).toBe(true);
		expect(await otherForm.getByRole("radio", { name: en.theme.system }).isChecked()).toBe(true);
		expect(await other.getAttribute("html", "data-theme")).toBe("light");
	});

	it("shows a chosen theme at once and puts the saved one back when leaving without saving", async () => {
		const page = await session.anonymousPage({ colorScheme: "light" });
		await openProfile(page);
		await settingsForm(page).getByRole("radio", { name: en.theme.dark }).check();
		await expect.poll(() => page.getAttribute("html", "data-theme")).toBe("dark");
		await page.getByRole("navigation", { name: en.nav.main }).getByRole("link", { name: en.nav.matrix }).click();
		const dialog = page.getByRole("alertdialog", { name: en.settings.unsavedTitle });
		await dialog.getByRole("button", { name: en.settings.leave }).click();
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		await expect.poll(() => page.getAttribute("html", "data-theme")).toBe("light");
		expect(await page.evaluate(() => localStorage.getItem("quadrant-theme"))).toBeNull();
	});

	it("asks before an in-app navigation loses unsaved changes, and lets the person stay, with the keyboard", async () => {
		const page = await session.anonymousPage();
		await openProfile(page);
		const newsletter = settingsForm(page).getByRole("checkbox", { name: en.settings.newsletterSubscribed });
		await newsletter.focus();
		await page.keyboard.press("Space");
		expect(await newsletter.isChecked()).toBe(true);

		const matrixLink = page.getByRole("navigation", { name: en.nav.main }).getByRole("link", { name: en.nav.matrix });
		await matrixLink.focus();
		await page.keyboard.press("Enter");
		const dialog = page.getByRole("alertdialog", { name: en.settings.unsavedTitle });
		await expect.poll(() => dialog.isVisible()).toBe(true);
		await expectNoAxeViolations(page);
		// Focus starts on "stay", so Enter right away keeps the changes.
		await page.keyboard.press("Enter");
		await expect.poll(() => dialog.count()).toBe(0);
		expect(pathOf(page)).toBe("/profile");
		expect(await newsletter.isChecked()).toBe(true);

		// Once saved, leaving asks nothing.
		await save(page);
		await matrixLink.click();
		await expect.poll(() => pathOf(page)).toBe("/matrix");
		expect(await (await page.request.get("/api/v1/settings")).json()).toMatchObject({ newsletterSubscribed: true });
	});

	it("lets the browser ask before a reload loses unsaved changes", async () => {
		const page = await session.anonymousPage();
		await openProfile(page);
		await settingsForm(page).getByRole("checkbox", { name: en.settings.showQuote }).uncheck();
		const asked = new Promise<string>((resolve) =>
			page.once("dialog", (dialog) => {
				resolve(dialog.type());
				void dialog.dismiss();
			}),
		);
		// A beforeunload prompt needs a user gesture on the page first, which the click above was. The dismissed
		// prompt cancels the reload, which then never finishes: its rejection when the page closes is expected.
		page.reload().catch(() => undefined);
		expect(await asked).toBe("beforeunload");
	});
});

describe("push notifications status", () => {
	it("says 'not supported' where the browser has no Push API", async () => {
		const page = await session.newPage();
		await page.addInitScript(() => {
			// As in a browser without push: no PushManager.
			Reflect.deleteProperty(window, "PushManager");
		});
		await signInAnonymously(page);
		await openProfile(page);
		await expect.poll(() => page.getByText(en.push.statusUnsupported).isVisible()).toBe(true);
		expect(await page.getByRole("button", { name: en.push.enable }).count()).toBe(0);
	});

	it("in headless Chromium starts 'disabled' with a button to enable; refused permission then shows 'blocked' and how to unblock", async () => {
		const page = await session.anonymousPage();
		await openProfile(page);
		await expect.poll(() => page.getByRole("status").filter({ hasText: en.push.statusDisabled }).count()).toBe(1);
		await page.getByRole("button", { name: en.push.enable }).click();
		await expect.poll(() => page.getByRole("status").filter({ hasText: en.push.statusBlocked }).count()).toBe(1);
		expect(await page.getByRole("button", { name: en.push.enable }).count()).toBe(0);
		// The service worker that would show the reminders registered at the site root.
		const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.scope);
		expect(scope).toBe(`${session.baseUrl}/`);
	});
});

describe("profile page accessibility with settings", () => {
	for (const colorScheme of ["light", "dark"] as const) {
		it(`has no axe violations in ${colorScheme} mode`, async () => {
			const page = await session.anonymousPage({ colorScheme });
			await openProfile(page);
			await expect.poll(() => page.getByRole("status").filter({ hasText: en.push.statusDisabled }).count()).toBe(1);
			await expectNoAxeViolations(page);
		});
	}
});
