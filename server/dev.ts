import { createServer as createHttpServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "./index.ts";
import { listenWithGracefulShutdown, nodeListener, prepareRuntime } from "./start.ts";

// Development entry: Vite (hot reload, on-demand transforms) in front of the same Hono app.
const runtime = await prepareRuntime();
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
	...runtime,
	loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
	mode: "development",
});
const listener = nodeListener(app);
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
listenWithGracefulShutdown(server, runtime, () => vite.close());
