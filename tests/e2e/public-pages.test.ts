import { describe, expect, it } from "vitest";
import { languageTag, SUPPORTED_LOCALES } from "#core/constants.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { BROWSER_USER_AGENT, MESSAGES, prefixed } from "./support/catalogs.ts";
import { signInAnonymously } from "./support/journeys.ts";

const PUBLIC_PAGES = [
	["/terms", "terms"],
	["/author", "author"],
	["/landing", "landing"],
	["/pricing", "pricing"],
	["/privacy", "privacy"],
	["/security", "security"],
	["/changelog", "changelog"],
	["/eisenhower-matrix", "eisenhowerMatrix"],
	["/login", "login"],
] as const;

const session = setupBrowser();

describe("public pages", () => {
	it.each(SUPPORTED_LOCALES)(
		"every public route answers 200 in %s, with its title and hreflang alternates",
		async (locale) => {
			for (const [path, key] of PUBLIC_PAGES) {
				const url = `${session.baseUrl}${prefixed(locale, path)}`;
				const response = await fetch(url, { headers: { "user-agent": BROWSER_USER_AGENT } });
				expect(response.status, url).toBe(200);
				const html = await response.text();
				expect(html, url).toContain(`<html lang="${languageTag(locale)}"`);
				expect(html, url).toContain(`>${MESSAGES[locale].pages[key].title}</h1>`);
				for (const alternate of SUPPORTED_LOCALES) {
					expect(html, url).toContain(
						`hrefLang="${languageTag(alternate)}" href="${session.baseUrl}${prefixed(alternate, path)}"`,
					);
				}
			}
		},
	);

	it.each(SUPPORTED_LOCALES)("each page is axe-clean and shows its language in a real browser (%s)", async (locale) => {
		const page = await session.newPage();
		for (const [path, key] of [...PUBLIC_PAGES, ["/", null] as const]) {
			await page.goto(prefixed(locale, path));
			expect(await page.getAttribute("html", "lang")).toBe(languageTag(locale));
			const heading = key ? MESSAGES[locale].pages[key].title : MESSAGES[locale].home.headline;
			await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
			await expectNoAxeViolations(page);
		}
	});

	it.each(SUPPORTED_LOCALES)(
		"every link of every public page leads somewhere with JavaScript off (%s)",
		async (locale) => {
			const page = await session.newPage({ javaScriptEnabled: false });
			const checked = new Set<string>();
			for (const [path] of [...PUBLIC_PAGES, ["/"] as const]) {
				await page.goto(prefixed(locale, path));
				const links = await page.locator("a[href]").evaluateAll((anchors) =>
					anchors.map((anchor) => {
						const href = anchor.getAttribute("href") ?? "";
						const url = new URL(href, location.href);
						const sameDocument = url.origin === location.origin && url.pathname === location.pathname && url.hash;
						return {
							href,
							isSameOrigin: url.origin === location.origin,
							// An in-page link (the skip link, a table of contents) needs the element it names.
							isTargetMissing: Boolean(sameDocument) && !document.getElementById(url.hash.slice(1)),
						};
					}),
				);
				for (const link of links) {
					expect(link.isTargetMissing, `${path}: ${link.href}`).toBe(false);
					const target = new URL(link.href, page.url());
					if (!link.isSameOrigin || checked.has(target.pathname)) continue;
					checked.add(target.pathname);
					const response = await fetch(target, { headers: { "user-agent": BROWSER_USER_AGENT } });
					expect(response.status, `${path}: ${link.href}`).toBe(200);
				}
			}
			// A click follows them too: from the explainer to the pricing page by the header, in this language.
			await page.goto(prefixed(locale, "/eisenhower-matrix"));
			await page.locator("header").getByRole("link", { name: MESSAGES[locale].nav.pricing, exact: true }).click();
			await expect.poll(() => new URL(page.url()).pathname).toBe(prefixed(locale, "/pricing"));
		},
	);

	it("is axe-clean in dark mode too", async () => {
		const page = await session.newPage({ colorScheme: "dark" });
		for (const path of ["/", "/pricing", "/login", "/no-such-page"]) {
			await page.goto(path);
			expect(await page.getAttribute("html", "data-theme")).toBe("dark");
			await expectNoAxeViolations(page);
		}
		await signInAnonymously(page);
		for (const path of ["/matrix", "/sticky", "/profile"]) {
			await page.goto(path);
			expect(await page.getAttribute("html", "data-theme")).toBe("dark");
			await expectNoAxeViolations(page);
		}
	});

	it("app pages are axe-clean in light mode, in English and Japanese", async () => {
		const page = await session.anonymousPage({ colorScheme: "light" });
		for (const path of ["/matrix", "/sticky", "/profile", "/ja/matrix", "/ja/profile"]) {
			await page.goto(path);
			await expectNoAxeViolations(page);
		}
	});

	it("fits a 360 px wide screen without sideways scrolling", async () => {
		const page = await session.anonymousPage({ viewport: { width: 360, height: 740 } });
		for (const path of ["/", "/pricing", "/matrix", "/sticky", "/profile", "/fr/eisenhower-matrix"]) {
			await page.goto(path);
			const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
			expect(overflow, path).toBeLessThanOrEqual(0);
		}
	});

	it("lets a keyboard user skip straight to the content", async () => {
		const page = await session.newPage();
		await page.goto("/pricing");
		await page.keyboard.press("Tab");
		const skip = page.getByRole("link", { name: MESSAGES.en.nav.skipToContent });
		await expect.poll(() => skip.evaluate((element) => element === document.activeElement)).toBe(true);
		await page.keyboard.press("Enter");
		await expect.poll(() => page.evaluate(() => location.hash)).toBe("#main");
	});
});
