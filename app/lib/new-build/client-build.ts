import "#app/lib/react-router-globals.ts";

/** The version of the client build this page runs, as the server names it (React Router's `assets.version`). */
export function clientBuildVersion(): string | undefined {
	return typeof window === "undefined" ? undefined : window.__reactRouterManifest?.version;
}
