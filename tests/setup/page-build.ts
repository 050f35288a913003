import { existsSync } from "node:fs";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import type { BuildLoader } from "#server/react-router-handler.ts";

const BUILT_PAGES = new URL("../../build/server/index.js", import.meta.url);

/**
 * `npm test` builds the app just before it runs the tests: its pages are then the production build's, imported as
 * the production server imports them (natively: vitest.config.ts externalizes the file), in a few hundred
 * milliseconds. Compiling them with Vite took each file that renders pages 20–40 s of a busy CI machine. A test run
 * by hand (`npx vitest run <file>`) has no fresh build to trust, and compiles the sources.
 */
function isBuildFresh() {
	return process.env.npm_lifecycle_event === "test" && existsSync(BUILT_PAGES);
}

/**
 * The app's pages for an in-process test: the fresh production build under `npm test`, otherwise Vite's development
 * server (no `react-router build` needed), whose first request compiles the routes it needs. No HMR socket, so tests running side by side do not compete for a port.
 */
export async function startPageBuild(): Promise<{ loadBuild: BuildLoader; close: () => Promise<void> }> {
	if (isBuildFresh()) {
		const build = (await import(BUILT_PAGES.href)) as ServerBuild;
		return { loadBuild: async () => build, close: async () => {} };
	}
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
