import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { overviewContent } from "#app/content/overview/index.ts";
import {
	PRODUCT_IMAGE,
	PRODUCT_SCHEMES,
	PRODUCT_VIEWS,
	type ProductScheme,
	productImagePath,
} from "#app/content/overview/product-images.ts";
import { type Locale, SUPPORTED_LOCALES } from "#core/constants.ts";
import { setupBrowser } from "./support/browser.ts";
import { prefixed } from "./support/catalogs.ts";

// Issue 17: the home and landing pages show the matrix and the sticky wall as the real app draws them, in the page's
// language and theme. Only the capture of the page's theme is shown, and only that one is downloaded.
const session = setupBrowser();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

type Served = { path: string; status: number; type: string | undefined };

/**
 * Every product image the page asks for, with the server's answer. Routing them also keeps Chromium's cache out of
 * the way, so an image shown by an earlier visit is asked for again, and one never asked for is never downloaded.
 */
async function recordImages(page: Page): Promise<Served[]> {
	const served: Served[] = [];
	await page.route("**/product/**", async (route) => {
		const response = await route.fetch();
		served.push({
			path: new URL(route.request().url()).pathname,
			status: response.status(),
			type: response.headers()["content-type"],
		});
		await route.fulfill({ response });
	});
	return served;
}

/** Each view's capture in `scheme` is the one shown, named in the page's language, and has loaded at its full size. */
async function expectShown(page: Page, locale: Locale, scheme: ProductScheme) {
	const { images } = overviewContent(locale);
	for (const view of PRODUCT_VIEWS) {
		// The one a person sees (and a screen reader reads): the hidden capture is out of the accessibility tree.
		const shown = page.getByRole("img", { name: images[view].alt, exact: true });
		expect(await shown.count(), `${view} ${scheme}`).toBe(1);
		expect(await shown.getAttribute("src")).toBe(productImagePath(locale, view, scheme));
		expect(await shown.getAttribute("width")).toBe(String(PRODUCT_IMAGE.width));
		expect(await shown.getAttribute("height")).toBe(String(PRODUCT_IMAGE.height));
		// Both captures carry the text; the caption says which view it is.
		for (const other of PRODUCT_SCHEMES) {
			expect(await page.locator(`img[src="${productImagePath(locale, view, other)}"]`).getAttribute("alt")).toBe(
				images[view].alt,
			);
		}
		expect(await page.getByText(images[view].caption, { exact: true }).isVisible()).toBe(true);
		// Lazy: it loads as it comes into view.
		await shown.scrollIntoViewIfNeeded();
		await expect
			.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
			.toBe(PRODUCT_IMAGE.width);
	}
}

describe("product images on the home and landing pages", () => {
	it.each(SUPPORTED_LOCALES)(
		"show the capture of the page's theme in %s, download only it, and fit a 360 px phone",
		async (locale) => {
			const page = await session.newPage({ locale, viewport: DESKTOP });
			const served = await recordImages(page);
			for (const path of ["/", "/landing"]) {
				for (const scheme of PRODUCT_SCHEMES) {
					// Away first: the page before follows the new scheme too (its theme menu's "system"), fetching its images.
					await page.goto("about:blank");
					served.length = 0;
					// Light on a desktop, dark on a phone: each theme once, and both widths on every page.
					await page.setViewportSize(scheme === "light" ? DESKTOP : PHONE);
					await page.emulateMedia({ colorScheme: scheme });
					await page.goto(prefixed(locale, path));
					expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
					await expectShown(page, locale, scheme);
					const expected = PRODUCT_VIEWS.map((view) => productImagePath(locale, view, scheme));
					// In the order they came: side by side on a desktop, either may be asked for first.
					expect(
						served.toSorted((a, b) => a.path.localeCompare(b.path)),
						`${path} ${scheme}`,
					).toEqual(expected.toSorted().map((image) => ({ path: image, status: 200, type: "image/webp" })));
					// Axe checks these pages, images and all, in every language in public-pages.test.ts.
					if (scheme === "dark") {
						const overflow = await page.evaluate(
							() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
						);
						expect(overflow, `${path} sideways scroll at 360 px`).toBe(0);
					}
				}
			}
		},
	);
});
