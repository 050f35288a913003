import { describe, expect, it } from "vitest";
import { setupBrowser } from "./support/browser.ts";

const session = setupBrowser();

/** The head's order decides what a slow connection fetches first: the one stylesheet the first paint waits for. */
async function headOrder(path: string) {
	const page = await session.anonymousPage();
	const response = await page.request.get(path);
	expect(response.status()).toBe(200);
	const head = (await response.text()).split("</head>")[0] ?? "";
	return {
		stylesheet: head.search(/<link[^>]+rel="stylesheet"/),
		firstModulePreload: head.search(/<link[^>]+rel="modulepreload"/),
	};
}

describe("critical path", () => {
	it.each(["/pricing", "/matrix"])("%s asks for its stylesheet before any script", async (path) => {
		const { stylesheet, firstModulePreload } = await headOrder(path);
		expect(stylesheet).toBeGreaterThan(0);
		expect(firstModulePreload).toBeGreaterThan(0);
		expect(stylesheet).toBeLessThan(firstModulePreload);
	});
});
