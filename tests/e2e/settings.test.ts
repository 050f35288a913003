import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import {
	hydrated,
	pathOf,
	signInAnonymously,
	signInThroughApi,
	signUpThroughApi,
	uniqueEmail,
	visit,
} from "./support/journeys.ts";

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
		await signUpThroughApi(page, email, PASSWORD);
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
			reminderOffsetMinutes: 0,
			reminderHour: 9,
			quietHoursStart: null,
			quietHoursEnd: null,
			dailyDigestTime: null,
			dailyDigestByEmail: false,
			urgencyDays: 2,
		});

		// Another browser, same account: the account's settings, this browser's own theme and quote flag.
		const other = await session.newPage({ colorScheme: "light" });
		await signInThroughApi(other, email, PASSWORD);
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

describe("when reminders go out", () => {
	it("sets the offset, the hour for a date alone, quiet hours and the digest with the keyboard; they stay after a reload", async () => {
		const page = await session.anonymousPage();
		await openProfile(page);
		const form = settingsForm(page);
		const offset = form.getByRole("combobox", { name: en.settings.reminderOffset });
		const hour = form.getByRole("combobox", { name: en.settings.reminderHour });
		const quiet = form.getByRole("checkbox", { name: en.settings.quietHoursEnabled });
		expect(await offset.inputValue()).toBe("0");
		expect(await hour.inputValue()).toBe("9");
		expect(await quiet.isChecked()).toBe(false);
		expect(await form.getByLabel(en.settings.quietHoursStart).count()).toBe(0);

		// Down twice: from "At the due time" past "10 minutes before" to "1 hour before"; the hour down to 11:00.
		await offset.focus();
		await page.keyboard.press("ArrowDown");
		await page.keyboard.press("ArrowDown");
		await page.keyboard.press("Tab");
		expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("reminderHour");
		await page.keyboard.press("ArrowDown");
		await page.keyboard.press("ArrowDown");
		await page.keyboard.press("Tab");
		expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("hasQuietHours");
		await page.keyboard.press("Space");
		const start = form.getByLabel(en.settings.quietHoursStart, { exact: true });
		const end = form.getByLabel(en.settings.quietHoursEnd, { exact: true });
		// Quiet hours of no length are refused beside the field, before anything is sent.
		await page.keyboard.press("Tab");
		await page.keyboard.type(await timeKeys(page, "07:00"));
		await saveButton(page).press("Enter");
		await expect.poll(() => form.getByText(en.validation.quietHoursZero).isVisible()).toBe(true);
		expect(await end.getAttribute("aria-invalid")).toBe("true");
		await expectNoAxeViolations(page);
		// 23:30 to 06:45, over midnight.
		await start.focus();
		await page.keyboard.type(await timeKeys(page, "23:30"));
		await end.focus();
		await page.keyboard.type(await timeKeys(page, "06:45"));
		// The daily digest at 07:15, by email too.
		const digest = form.getByRole("checkbox", { name: en.settings.dailyDigestEnabled });
		await digest.focus();
		await page.keyboard.press("Space");
		await page.keyboard.press("Tab");
		expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("dailyDigestTime");
		await page.keyboard.type(await timeKeys(page, "07:15"));
		// Tab would step through the time's own segments first.
		await form.getByRole("checkbox", { name: en.settings.dailyDigestByEmail }).focus();
		await page.keyboard.press("Space");
		await saveButton(page).focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => page.getByRole("status").filter({ hasText: en.settings.saved }).count()).toBe(1);
		expect(await form.getByText(en.validation.quietHoursZero).count()).toBe(0);

		await page.reload();
		await hydrated(saveButton(page));
		expect(await offset.inputValue()).toBe("60");
		expect(await hour.inputValue()).toBe("11");
		expect(await quiet.isChecked()).toBe(true);
		expect(await start.inputValue()).toBe("23:30");
		expect(await end.inputValue()).toBe("06:45");
		expect(await form.getByLabel(en.settings.dailyDigestTime).inputValue()).toBe("07:15");
		expect(await form.getByRole("checkbox", { name: en.settings.dailyDigestByEmail }).isChecked()).toBe(true);
		expect(await (await page.request.get("/api/v1/settings")).json()).toMatchObject({
			reminderOffsetMinutes: 60,
			reminderHour: 11,
			quietHoursStart: "23:30",
			quietHoursEnd: "06:45",
			dailyDigestTime: "07:15",
			dailyDigestByEmail: true,
		});
		await expectNoAxeViolations(page);

		// Turning quiet hours off saves none.
		await quiet.focus();
		await page.keyboard.press("Space");
		await save(page);
		expect(await (await page.request.get("/api/v1/settings")).json()).toMatchObject({
			quietHoursStart: null,
			quietHoursEnd: null,
		});
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
		const page = await session.anonymousPage({ serviceWorkers: "allow" });
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

/**
 * The keys that type a time into a focused `<input type="time">`: its segments in the browser's order, hour and
 * minute, then the day period where the browser's locale shows one.
 */
async function timeKeys(page: Page, time: string): Promise<string> {
	const [hours = 0, minutes = 0] = time.split(":").map(Number);
	const isTwelveHour = await page.evaluate(
		() => new Intl.DateTimeFormat(undefined, { hour: "numeric" }).resolvedOptions().hour12,
	);
	if (!isTwelveHour) return `${String(hours).padStart(2, "0")}${String(minutes).padStart(2, "0")}`;
	const twelve = hours % 12 === 0 ? 12 : hours % 12;
	return `${String(twelve).padStart(2, "0")}${String(minutes).padStart(2, "0")}${hours < 12 ? "A" : "P"}`;
}
