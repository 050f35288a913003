import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { setupBrowser } from "./support/browser.ts";
import { MESSAGES, prefixed } from "./support/catalogs.ts";
import { visit } from "./support/journeys.ts";
import { addTaskByApi } from "./support/matrix.ts";

const session = setupBrowser();

/**
 * Every shown button (or link styled as one) whose visible text does not fit its box: cut, or spilling out of it.
 * Text only for screen readers (the sr-only pattern: a 1 px clipped box) is not shown, so it is not measured.
 */
function clippedLabels(page: Page) {
	return page.evaluate(() => {
		const isScreenReaderOnly = (element: Element) => {
			const box = element.getBoundingClientRect();
			return box.width <= 1 || box.height <= 1;
		};
		const hiddenFromSight = (node: Node) => {
			for (let element = node.parentElement; element; element = element.parentElement) {
				if (isScreenReaderOnly(element)) return true;
			}
			return false;
		};
		return [...document.querySelectorAll<HTMLElement>("button, summary, a[class*='rounded']")]
			.filter((element) => element.checkVisibility() && !isScreenReaderOnly(element))
			.filter((element) => {
				const box = element.getBoundingClientRect();
				const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
				for (let node = walker.nextNode(); node; node = walker.nextNode()) {
					if ((node.textContent ?? "").trim() === "" || hiddenFromSight(node)) continue;
					const range = document.createRange();
					range.selectNodeContents(node);
					for (const rect of range.getClientRects()) {
						if (
							rect.left < box.left - 1 ||
							rect.right > box.right + 1 ||
							rect.top < box.top - 1 ||
							rect.bottom > box.bottom + 1
						) {
							return true;
						}
					}
				}
				return false;
			})
			.map((element) => `${element.tagName} “${element.textContent?.trim().slice(0, 40)}”`);
	});
}

/** The page with its fonts, and the app's pages hydrated: what a label's box is measured against. */
async function shownReady(page: Page, path: string) {
	const isAppPage = /\/(matrix|sticky|profile)$/.test(path);
	if (isAppPage) await visit(page, path);
	else await page.goto(path);
	await page.evaluate(async () => void (await document.fonts.ready));
}

// Long translations fit (issue 17): at a phone's 360 px and a laptop's 1280 px, no button's label is cut or spills out
// of it, in any language, on the main screens and the task editor.
describe("long translations", () => {
	it.each(SUPPORTED_LOCALES)("fit every button in %s", async (locale) => {
		const found: string[] = [];
		for (const width of [360, 1280]) {
			const page = await session.anonymousPage({ viewport: { width, height: 800 } });
			await addTaskByApi(page, "urgent-important", "A task with a rather long title to see how the card copes");
			for (const path of ["/matrix", "/sticky", "/profile", "/pricing", "/login"]) {
				await shownReady(page, prefixed(locale, path));
				for (const label of await clippedLabels(page)) found.push(`${width} ${path}: ${label}`);
			}
			await shownReady(page, prefixed(locale, "/sticky"));
			const messages = MESSAGES[locale];
			const addNote = messages.sticky.addTo.replace("{{quadrant}}", messages.quadrants["urgent-important"].name);
			await page.getByRole("button", { name: addNote, exact: true }).click();
			await page.getByRole("dialog").waitFor();
			for (const label of await clippedLabels(page)) found.push(`${width} editor: ${label}`);
		}
		expect(found).toEqual([]);
	});
});
