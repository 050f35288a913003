import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupBrowser } from "./support/browser.ts";
import { MESSAGES } from "./support/catalogs.ts";
import { signInAnonymously } from "./support/journeys.ts";

const session = setupBrowser();

/** Records the theme the document has at the moment <body> is created, i.e. before anything is painted. */
async function recordThemeAtFirstPaint(page: Page) {
	await page.addInitScript(() => {
		const observer = new MutationObserver(() => {
			if (document.body) {
				(window as unknown as { themeAtBody: string }).themeAtBody = document.documentElement.dataset.theme ?? "none";
				observer.disconnect();
			}
		});
		observer.observe(document, { childList: true, subtree: true });
	});
}

const themeAtFirstPaint = (page: Page) =>
	page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody);

async function chooseTheme(page: Page, current: string, choice: string) {
	const { theme } = MESSAGES.en;
	await page.getByRole("button", { name: theme.current.replace("{{mode}}", current) }).click();
	await page.getByRole("menuitemradio", { name: choice }).click();
}

describe("colour mode", () => {
	it("applies a chosen theme at once and keeps it, without a flash, after a reload of a server-rendered page", async () => {
		const page = await session.newPage({ colorScheme: "light" });
		await recordThemeAtFirstPaint(page);
		await page.goto("/pricing");
		expect(await themeAtFirstPaint(page)).toBe("light");

		await chooseTheme(page, MESSAGES.en.theme.system, MESSAGES.en.theme.dark);
		await expect.poll(() => page.getAttribute("html", "data-theme")).toBe("dark");
		const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
		expect(background).toBe("rgb(18, 18, 18)");

		await page.reload();
		expect(await themeAtFirstPaint(page)).toBe("dark");
		await page.goto("/fr/pricing");
		expect(await themeAtFirstPaint(page)).toBe("dark");
		expect(await page.evaluate(() => localStorage.getItem("quadrant-theme"))).toBe("dark");
	});

	it("follows the system setting by default and when chosen again", async () => {
		const page = await session.newPage({ colorScheme: "dark" });
		await recordThemeAtFirstPaint(page);
		await page.goto("/");
		expect(await themeAtFirstPaint(page)).toBe("dark");
		await chooseTheme(page, MESSAGES.en.theme.system, MESSAGES.en.theme.light);
		await expect.poll(() => page.getAttribute("html", "data-theme")).toBe("light");
		await chooseTheme(page, MESSAGES.en.theme.light, MESSAGES.en.theme.system);
		await expect.poll(() => page.getAttribute("html", "data-theme")).toBe("dark");
		await page.emulateMedia({ colorScheme: "light" });
		await expect.poll(() => page.getAttribute("html", "data-theme")).toBe("light");
	});

	it("is in the user menu of the app pages too, and a server-rendered app page starts in it", async () => {
		const page = await session.newPage({ colorScheme: "light" });
		await recordThemeAtFirstPaint(page);
		await signInAnonymously(page);
		await page
			.getByRole("button", { name: MESSAGES.en.userMenu.label.replace("{{who}}", MESSAGES.en.account.anonymous) })
			.click();
		await page.getByRole("menuitemradio", { name: MESSAGES.en.theme.dark }).click();
		await expect.poll(() => page.getAttribute("html", "data-theme")).toBe("dark");
		await page.goto("/sticky");
		expect(await themeAtFirstPaint(page)).toBe("dark");
	});

	it("works with the keyboard alone", async () => {
		const page = await session.newPage({ colorScheme: "light" });
		await page.goto("/pricing");
		const trigger = page.getByRole("button", {
			name: MESSAGES.en.theme.current.replace("{{mode}}", MESSAGES.en.theme.system),
		});
		await trigger.focus();
		await page.keyboard.press("Enter");
		await page.getByRole("menuitemradio", { name: MESSAGES.en.theme.dark }).focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => page.getAttribute("html", "data-theme")).toBe("dark");
	});
});
