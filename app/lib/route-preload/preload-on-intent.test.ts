// @vitest-environment happy-dom
import type { DataRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_CONCURRENT_ROUTE_PRELOADS } from "#core/constants.ts";
import { preloadRoutesOnIntent } from "./preload-on-intent.ts";

const PAGES = ["profile", "sticky", "pricing", "terms", "privacy", "security", "changelog", "author"];

/** The modulepreload links the preloader added and that have not loaded yet. */
const pendingPreloads = () =>
	[...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].filter(
		(link) => link.dataset.loaded !== "true",
	);
const finishPreload = (link: HTMLLinkElement) => {
	link.dataset.loaded = "true";
	link.dispatchEvent(new Event("load"));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("route preloads on intent", () => {
	beforeEach(() => {
		// What React Router leaves on the page: the manifest of the discovered routes, and the router.
		window.__reactRouterManifest = {
			version: "build-1",
			routes: {
				root: { module: "/assets/root.js" },
				...Object.fromEntries(
					PAGES.map((page) => [page, { module: `/assets/${page}.js`, imports: ["/assets/ui.js"] }]),
				),
			},
		};
		window.__reactRouterRouteModules = { root: {} };
		window.__reactRouterDataRouter = {
			basename: "/",
			routes: [{ id: "root", path: "", children: PAGES.map((page) => ({ id: page, path: page })) }],
		} as unknown as DataRouter;
		document.body.innerHTML = PAGES.map((page) => `<a href="/${page}" data-discover="true">${page}</a>`).join("");
		preloadRoutesOnIntent();
	});
	afterEach(() => {
		document.head.innerHTML = "";
		document.body.innerHTML = "";
	});

	it("preloads the code of at most 5 pages at once, the next as one finishes, and each page once", async () => {
		for (const link of document.querySelectorAll("a")) {
			link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
			link.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
		}
		// The route module and its shared chunk for the first page, then one module for each of the next four.
		const modules = () => pendingPreloads().filter((link) => link.getAttribute("href") !== "/assets/ui.js");
		await expect
			.poll(() => modules().map((link) => link.getAttribute("href")))
			.toEqual(PAGES.slice(0, MAX_CONCURRENT_ROUTE_PRELOADS).map((page) => `/assets/${page}.js`));

		const shared = document.head.querySelector<HTMLLinkElement>('link[href="/assets/ui.js"]');
		if (shared) finishPreload(shared);
		const first = modules()[0];
		if (first) finishPreload(first);
		await settle();
		expect(modules().map((link) => link.getAttribute("href"))).toEqual(
			PAGES.slice(1, MAX_CONCURRENT_ROUTE_PRELOADS + 1).map((page) => `/assets/${page}.js`),
		);

		while (modules().length > 0) {
			expect(modules().length).toBeLessThanOrEqual(MAX_CONCURRENT_ROUTE_PRELOADS);
			for (const link of modules()) finishPreload(link);
			await settle();
		}
		const all = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
			link.getAttribute("href"),
		);
		expect(all).toHaveLength(new Set(all).size);
		expect(all).toHaveLength(PAGES.length + 1);
	});
});
