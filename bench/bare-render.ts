import { createServer } from "node:http";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { RequestContextValue } from "#app/lib/request-context.ts";
import { parseConfig } from "#config/env.server.ts";
import { createDatabase } from "#db/client.server.ts";
import { createLogger } from "#server/logger.server.ts";

// Reference: the same server build, loaders and SQL for the same user, without Hono, middleware, a session lookup,
// compression or streaming. What /matrix costs
// beyond this is what our stack adds to the practical limit of React Router + PostgreSQL on this machine.
// A browser's user agent, as the bench sends to /matrix; the whole body is read before answering (no streaming).
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";
const [port, databaseUrl, userJson] = process.argv.slice(2);
const user = JSON.parse(userJson ?? "{}") as { id: string; email: string };
const config = parseConfig({ NODE_ENV: "production", BILLING_MODE: "test", LOG_LEVEL: "error" });
const database = createDatabase({ databaseUrl, poolSize: 5 });
const logger = createLogger(config);
const build = (await import(new URL("../build/server/index.js", import.meta.url).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const session = {
	user: { ...user, name: "", isAnonymous: true, emailVerified: false, createdAt: new Date(), updatedAt: new Date() },
	session: { id: "bench", userId: user.id, token: "bench", expiresAt: new Date(Date.now() + 86_400_000) },
};
const key = (build.entry.module as unknown as { requestContext: Parameters<RouterContextProvider["set"]>[0] })
	.requestContext;

createServer(async (req, res) => {
	const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
		headers: { "user-agent": USER_AGENT },
	});
	const context = new RouterContextProvider();
	const value = {
		requestId: "bench",
		nonce: "bench",
		baseUrl: config.baseUrl,
		preferredLocale: "en",
		logger,
		database,
		auth: undefined,
		isGoogleEnabled: false,
		freeTasksPerQuadrant: 200,
		billingMode: "test",
		prices: config.displayPrices,
		billing: undefined,
		getSession: async () => session,
	} as unknown as RequestContextValue;
	context.set(key, value);
	const response = await handle(request, context);
	const body = await response.text();
	res.writeHead(response.status, { "content-type": "text/html; charset=utf-8" }).end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
