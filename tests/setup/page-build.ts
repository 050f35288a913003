import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { afterAll, beforeAll } from "vitest";
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

/**
 * The pages for this test file: compiled once before its tests (tens of seconds on a busy machine, outside the
 * tests' own time) and closed after them. The loader it answers works from the file's tests on.
 */
export function pageBuildForFile(): BuildLoader {
	let pages: Awaited<ReturnType<typeof startPageBuild>> | undefined;
	beforeAll(async () => {
		pages = await startPageBuild();
		await pages.loadBuild();
	}, 180_000);
	afterAll(() => pages?.close());
	return () => {
		if (!pages) throw new Error("the page build starts before the file's tests");
		return pages.loadBuild();
	};
}
