import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { hydrated, signInAnonymously } from "./support/journeys.ts";

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

const themeOf = (page: Page) => page.getAttribute("html", "data-theme");

/**
 * What the browser paints its title bar with: the first theme-color meta whose media matches, as the HTML standard
 * picks it; and how many theme-color metas the page has (React's two, plus one while a mode is chosen).
 */
const titleBar = (page: Page) =>
	page.evaluate(() => {
		const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
		const shown = metas.find((meta) => !meta.media || matchMedia(meta.media).matches);
		return { colour: shown?.content, metas: metas.length };
	});
const LIGHT_BAR = "#f7f7f5";
const DARK_BAR = "#121212";

const themeAtFirstPaint = (page: Page) =>
	page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody);

/** The theme menu of a public page: a disclosure named after the current mode, with one radio button per mode. */
const themeMenu = (page: Page, current: string) =>
	page.getByLabel(en.theme.current.replace("{{mode}}", current), { exact: true });

/** Opens the menu unless it is open (it stays open after a choice, as a group of radio buttons does), then picks. */
async function chooseTheme(page: Page, current: string, choice: string) {
	const radio = page.getByRole("radio", { name: choice });
	if (!(await radio.isVisible())) await themeMenu(page, current).click();
	await radio.check();
}

/** A fresh page in the given system colour scheme that records the theme each document has at first paint. */
async function pageRecordingTheme(colorScheme: "light" | "dark") {
	const page = await session.newPage({ colorScheme });
	await recordThemeAtFirstPaint(page);
	return page;
}

/** Opens `path` in a fresh page whose system colour scheme is `scheme`: with no theme chosen, it paints in that one. */
async function openInScheme(scheme: "light" | "dark", path: string) {
	const page = await pageRecordingTheme(scheme);
	await page.goto(path);
	expect(await themeAtFirstPaint(page)).toBe(scheme);
	return page;
}

describe("colour mode", () => {
	it("applies a chosen theme at once and keeps it, without a flash, after a reload of a server-rendered page", async () => {
		const page = await openInScheme("light", "/pricing");

		await chooseTheme(page, en.theme.system, en.theme.dark);
		await expect.poll(() => themeOf(page)).toBe("dark");
		const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
		expect(background).toBe("rgb(18, 18, 18)");

		await page.reload();
		expect(await themeAtFirstPaint(page)).toBe("dark");
		await themeMenu(page, en.theme.dark).click();
		expect(await page.getByRole("radio", { name: en.theme.dark }).isChecked()).toBe(true);
		await page.goto("/fr/pricing");
		expect(await themeAtFirstPaint(page)).toBe("dark");
		expect(await page.evaluate(() => localStorage.getItem("quadrant-theme"))).toBe("dark");
	});

	it("follows the system setting by default and when chosen again", async () => {
		const page = await openInScheme("dark", "/");
		await chooseTheme(page, en.theme.system, en.theme.light);
		await expect.poll(() => themeOf(page)).toBe("light");
		await chooseTheme(page, en.theme.light, en.theme.system);
		await expect.poll(() => themeOf(page)).toBe("dark");
		await page.emulateMedia({ colorScheme: "light" });
		await expect.poll(() => themeOf(page)).toBe("light");
	});

	it("paints the browser's title bar in the chosen theme, not the system's, on public and app pages", async () => {
		const page = await openInScheme("light", "/pricing");
		expect(await titleBar(page)).toEqual({ colour: LIGHT_BAR, metas: 2 });
		await chooseTheme(page, en.theme.system, en.theme.dark);
		await expect.poll(() => titleBar(page)).toEqual({ colour: DARK_BAR, metas: 3 });
		await page.reload();
		expect(await titleBar(page)).toEqual({ colour: DARK_BAR, metas: 3 });
		await chooseTheme(page, en.theme.dark, en.theme.system);
		await expect.poll(() => titleBar(page)).toEqual({ colour: LIGHT_BAR, metas: 2 });

		// A hydrated app page keeps it, and React adds no copies of its own metas.
		await page.emulateMedia({ colorScheme: "dark" });
		await signInAnonymously(page);
		await page.getByRole("button", { name: en.userMenu.label.replace("{{who}}", en.account.anonymous) }).click();
		await page.getByRole("menuitemradio", { name: en.theme.light }).click();
		await expect.poll(() => titleBar(page)).toEqual({ colour: LIGHT_BAR, metas: 3 });
		await page.goto("/sticky");
		await hydrated(page.locator("main"));
		expect(await titleBar(page)).toEqual({ colour: LIGHT_BAR, metas: 3 });
		await page.reload();
		await hydrated(page.locator("main"));
		expect(await titleBar(page)).toEqual({ colour: LIGHT_BAR, metas: 3 });
	});

	it("is in the user menu of the app pages too, and a server-rendered app page starts in it", async () => {
		const page = await pageRecordingTheme("light");
		await signInAnonymously(page);
		await page.getByRole("button", { name: en.userMenu.label.replace("{{who}}", en.account.anonymous) }).click();
		await page.getByRole("menuitemradio", { name: en.theme.dark }).click();
		await expect.poll(() => themeOf(page)).toBe("dark");
		await page.goto("/sticky");
		expect(await themeAtFirstPaint(page)).toBe("dark");
	});

	it("works on a public page reached by a link from the sign-in page, which runs the app's scripts", async () => {
		const page = await pageRecordingTheme("light");
		await page.goto("/login");
		await page
			.getByRole("navigation", { name: en.nav.footer })
			.getByRole("link", { name: en.pages.pricing.title })
			.click();
		await expect.poll(() => new URL(page.url()).pathname).toBe("/pricing");
		await chooseTheme(page, en.theme.system, en.theme.dark);
		await expect.poll(() => themeOf(page)).toBe("dark");
	});

	it("works with the keyboard alone, and Escape closes the menu", async () => {
		const page = await session.newPage({ colorScheme: "light" });
		await page.goto("/pricing");
		await themeMenu(page, en.theme.system).focus();
		await page.keyboard.press("Enter");
		await expectNoAxeViolations(page);
		await page.keyboard.press("Tab");
		expect(
			await page.getByRole("radio", { name: en.theme.system }).evaluate((radio) => radio === document.activeElement),
		).toBe(true);
		await page.keyboard.press("ArrowDown");
		await page.keyboard.press("ArrowDown");
		await expect.poll(() => themeOf(page)).toBe("dark");
		await page.keyboard.press("Escape");
		await expect.poll(() => page.getByRole("radio", { name: en.theme.dark }).isVisible()).toBe(false);
		const trigger = themeMenu(page, en.theme.dark);
		expect(await trigger.evaluate((summary) => summary === document.activeElement)).toBe(true);
	});
});
