import type { DataRouter } from "react-router";

/** One route of React Router's browser manifest: its module and the chunks that module imports. */
type ManifestRoute = { module: string; imports?: string[] };

declare global {
	interface Window {
		/**
		 * React Router's manifest of the client build this page runs (framework mode puts it here): `version` hashes
		 * the build's files; `routes` grows as routes are discovered.
		 */
		__reactRouterManifest?: { version: string; routes: Record<string, ManifestRoute | undefined> };
		/** The modules of the routes loaded so far, by route id. */
		__reactRouterRouteModules?: Record<string, unknown>;
		/** The page's router, once hydrated. */
		__reactRouterDataRouter?: DataRouter;
	}
}
