import type { RequestListener } from "node:http";
import { fileURLToPath } from "node:url";
import type { Hono } from "hono";
import type { ServerBuild } from "react-router";
import type { AppEnv } from "./app-env.ts";
import type { AppOptions } from "./index.ts";
import { prerenderedPages } from "./prerendered-pages.ts";

/** Where the app's pages come from: the build in production, Vite (hot reload, on-demand transforms) in development. */
export type PageSource = {
	appOptions: Pick<AppOptions, "loadBuild" | "clientDir" | "mode" | "prerendered">;
	/** Has the public pages rendered once each, on their first request, when there is a build to render them from. */
	prerenderOnDemand: (app: Pick<Hono<AppEnv>, "request">) => void;
	/** The app's listener, behind Vite's middlewares in development. */
	listener: (appListener: RequestListener) => RequestListener;
	close: () => Promise<void>;
};

export async function productionPages(): Promise<PageSource> {
	const build = (await import(new URL("../build/server/index.js", import.meta.url).href)) as ServerBuild;
	const prerendered = prerenderedPages();
	return {
		appOptions: {
			loadBuild: async () => build,
			clientDir: fileURLToPath(new URL("../build/client", import.meta.url)),
			mode: "production",
			prerendered,
		},
		prerenderOnDemand: (app) => prerendered.renderOnDemand(app),
		listener: (appListener) => appListener,
		close: async () => {},
	};
}

export async function developmentPages(): Promise<PageSource> {
	const { createServer } = await import("vite");
	const signalListeners = new Set(process.listeners("SIGTERM"));
	const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
	// Vite would close itself and exit on SIGTERM, before in-flight requests and the database are done: the shutdown
	// closes it in its turn instead.
	for (const listener of process.listeners("SIGTERM")) {
		if (!signalListeners.has(listener)) process.off("SIGTERM", listener);
	}
	return {
		// Without prerendered pages, so every edit shows on the next request.
		appOptions: {
			loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
			mode: "development",
		},
		prerenderOnDemand: () => {},
		listener: (appListener) => (req, res) => vite.middlewares(req, res, () => appListener(req, res)),
		close: () => vite.close(),
	};
}
