import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { RequestContextValue } from "#app/lib/request-context.ts";
import { parseConfig } from "#config/env.server.ts";
import { createDatabase } from "#db/client.server.ts";
import { createLogger } from "#server/logger.server.ts";

/** A browser's user agent, as the bench sends to the app pages. */
export const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";

type Options = { buildUrl: URL; databaseUrl: string | undefined; user: { id: string; email: string } };

/**
 * A server build's pages for one signed-in user, with none of our stack around them: React Router's handler with the
 * request context the server would give it (no Hono, middleware, session lookup, compression or streaming). The
 * reference of the bench (bare-render.ts) and the in-process render loop (render-loop.ts) both render through it.
 */
export async function barePageHandler({ buildUrl, databaseUrl, user }: Options) {
	const config = parseConfig({ NODE_ENV: "production", BILLING_MODE: "test", LOG_LEVEL: "error" });
	const database = createDatabase({ databaseUrl, poolSize: 5 });
	const logger = createLogger(config);
	const build = (await import(buildUrl.href)) as ServerBuild;
	const handle = createRequestHandler(build, "production");
	const session = {
		user: { ...user, name: "", isAnonymous: true, emailVerified: false, createdAt: new Date(), updatedAt: new Date() },
		session: { id: "bench", userId: user.id, token: "bench", expiresAt: new Date(Date.now() + 86_400_000) },
	};
	const key = (build.entry.module as unknown as { requestContext: Parameters<RouterContextProvider["set"]>[0] })
		.requestContext;
	const render = (url: string) => {
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
		return handle(new Request(url, { headers: { "user-agent": BROWSER_USER_AGENT } }), context);
	};
	return { render, close: () => database.close() };
}
