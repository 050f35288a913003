import type { ComponentType } from "react";
import { type ClientLoaderFunctionArgs, redirectDocument, useMatches } from "react-router";

/**
 * The `handle` of a page served as plain HTML: the root leaves out React Router's scripts, so the page ships no
 * React (ADR 0026). Its menus are `<details>` driven by the small script of app/lib/static-controls-script.ts.
 */
export const STATIC_PAGE = { hydrate: false } as const;

/** True when any matched route is a static page (see STATIC_PAGE). */
export function useIsStaticPage(): boolean {
	return useMatches().some((match) => (match.handle as { hydrate?: unknown } | undefined)?.hydrate === false);
}

type ScriptsComponent = ComponentType<{ nonce: string | undefined }>;

/**
 * The scripts of a page that hydrates after its first paint (ADR 0030): the component its `handle` carries
 * (HYDRATE_AFTER_PAINT, app/components/after-paint-scripts.tsx: that page's code rather than every page's), or
 * undefined on any other page.
 */
export function useAfterPaintScripts(): ScriptsComponent | undefined {
	const handles = useMatches().map((match) => match.handle as { afterPaintScripts?: ScriptsComponent } | undefined);
	return handles.find((handle) => handle?.afterPaintScripts)?.afterPaintScripts;
}

/**
 * The server loader of a static page that has nothing to load. Needed all the same: React Router renders a route
 * that has a clientLoader but no server loader as its HydrateFallback on the server, i.e. as an empty page.
 */
export async function staticPageLoader() {
	return null;
}

/**
 * A static page's clientLoader. Reached by a link from a hydrated page (the sign-in page, the app), it loads as a
 * document, as a visit would: rendered in the browser by React its menus would have no script behind them.
 */
export function loadAsDocument({ request }: ClientLoaderFunctionArgs) {
	return redirectDocument(request.url);
}
