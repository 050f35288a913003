import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { BuildLoader } from "#server/react-router-handler.ts";

/**
 * The app's pages for an in-process test, from Vite's development server (no `react-router build` needed): the
 * first request compiles the routes it needs. No HMR socket, so tests running side by side do not compete for a port.
 */
export async function startPageBuild(): Promise<{ loadBuild: BuildLoader; close: () => Promise<void> }> {
	const vite = await createServer({
		server: { middlewareMode: true, hmr: false, ws: false, watch: null },
		appType: "custom",
		logLevel: "silent",
	});
	return {
		loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
		close: () => vite.close(),
	};
}
