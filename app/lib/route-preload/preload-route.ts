import { matchRoutes } from "react-router";
import "#app/lib/react-router-globals.ts";
import { MAX_CONCURRENT_ROUTE_PRELOADS } from "#core/constants.ts";
import { createPreloadQueue } from "./preload-queue.ts";

const queue = createPreloadQueue(MAX_CONCURRENT_ROUTE_PRELOADS);

/**
 * Fetches the code of the page at `pathname` ahead of a likely navigation (its route modules and their chunks, as
 * `modulepreload` links: fetched and parsed, not run), at most MAX_CONCURRENT_ROUTE_PRELOADS pages at a time. Routes
 * React Router has not discovered yet, and loaded ones, are left alone; data is not preloaded (it would be stale).
 */
export function preloadRoute(pathname: string): void {
	const router = window.__reactRouterDataRouter;
	const manifest = window.__reactRouterManifest;
	if (!router || !manifest) return;
	const matches = matchRoutes(router.routes, pathname, router.basename) ?? [];
	const routes = matches
		.filter(({ route }) => route.path !== "*" && !window.__reactRouterRouteModules?.[route.id])
		.map(({ route }) => manifest.routes[route.id])
		.filter((route) => route !== undefined);
	const hrefs = [...new Set(routes.flatMap((route) => [route.module, ...(route.imports ?? [])]))];
	if (hrefs.length === 0) return;
	queue.add(routes.map((route) => route.module).join(" "), () => Promise.all(hrefs.map(modulePreload)));
}

function modulePreload(href: string): Promise<void> {
	const preloads = document.head.querySelectorAll('link[rel="modulepreload"]');
	if ([...preloads].some((link) => link.getAttribute("href") === href)) return Promise.resolve();
	return new Promise((resolve, reject) => {
		const link = document.createElement("link");
		link.rel = "modulepreload";
		link.href = href;
		link.addEventListener("load", () => resolve());
		link.addEventListener("error", () => reject(new Error(`preload failed: ${href}`)));
		document.head.append(link);
	});
}
