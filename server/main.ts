import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./index.ts";
import { prerenderedPages } from "./prerendered-pages.ts";
import { listenWithGracefulShutdown, nodeListener, prepareRuntime } from "./start.ts";
import { createLiveSync } from "./sync/live-sync.ts";

// Production entry: serves the build made by `react-router build`.
const runtime = await prepareRuntime();
const buildPath = new URL("../build/server/index.js", import.meta.url);
const build = (await import(buildPath.href)) as ServerBuild;
const prerendered = prerenderedPages();
// Live sync: started once listening, stopped first on shutdown (its streams would otherwise hold the server open).
const liveSync = createLiveSync({ ...runtime, listenUrl: runtime.config.databaseListenUrl });
const app = createApp({
	...runtime,
	liveSync,
	loadBuild: async () => build,
	clientDir: fileURLToPath(new URL("../build/client", import.meta.url)),
	mode: "production",
	prerendered,
});
const started = performance.now();
const count = await prerendered.render(app);
runtime.logger.info({ pages: count, ms: Math.round(performance.now() - started) }, "public pages prerendered");
listenWithGracefulShutdown(createServer(nodeListener(app)), { ...runtime, liveSync });
