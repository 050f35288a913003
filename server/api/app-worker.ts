import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { CACHE_OWNER_HEADER, OFFLINE_COPY_MAX_AGE_MS } from "#core/constants.ts";
import type { BuildLoader } from "../react-router-handler.ts";
import { offlineExpiredPages } from "./offline-expired-page.ts";

/**
 * The line of public/sw.js that stands for the build's facts. Vite copies the file as it is (development serves it
 * so: no offline caches worth the name); the production server answers /sw.js with this line filled in (ADR 0033).
 */
const WORKER_BUILD_LINE =
	'const BUILD = { version: "development", assets: [], ownerHeader: "x-quadrant-owner", copyMaxAgeMs: 604800000 };';

/**
 * /sw.js with the client build it belongs to: its version names the worker's caches (a new build is a new worker,
 * which drops the old caches when it takes over), and its scripts and styles are what it keeps for offline use.
 */
export function appWorkerRoutes({ clientDir, loadBuild }: { clientDir: string; loadBuild: BuildLoader }) {
	let source: Promise<string> | undefined;
	const app = new Hono();
	app.get("/sw.js", async (c) => {
		source ??= buildWorkerSource(clientDir, await loadBuild());
		// Browsers check the worker for a new version at each navigation: always ask the server.
		return c.body(await source, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
	});
	return app;
}

async function buildWorkerSource(clientDir: string, { assets: manifest }: ServerBuild): Promise<string> {
	const template = await readFile(join(clientDir, "sw.js"), "utf8");
	if (!template.includes(WORKER_BUILD_LINE)) throw new Error(`sw.js lacks its build line: ${WORKER_BUILD_LINE}`);
	// Every script and style of the build (the parts loaded on demand too, an editor opened offline among them);
	// the catalogs and quotes are kept per language as pages use them. Their precompressed twins are no URLs.
	const files = await readdir(join(clientDir, "assets"));
	const assets = files
		.filter((file) => /\.(js|css)$/.test(file))
		.sort()
		.map((file) => `/assets/${file}`);
	// Every route's entry of React Router's manifest, which the browser otherwise fetches piecemeal (/__manifest) as
	// links appear: offline, the links of a page copy are discovered from here.
	const build = {
		version: manifest.version,
		assets,
		routes: manifest.routes,
		ownerHeader: CACHE_OWNER_HEADER,
		copyMaxAgeMs: OFFLINE_COPY_MAX_AGE_MS,
		offlinePages: offlineExpiredPages(),
	};
	return template.replace(WORKER_BUILD_LINE, `const BUILD = ${JSON.stringify(build)};`);
}
