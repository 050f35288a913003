import { createHash } from "node:crypto";
import type { Context } from "hono";
import { isbot } from "isbot";
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { BillingClient, RequestContextValue } from "#app/lib/request-context.ts";
import type { Config } from "#config/env.server.ts";
import type { Auth } from "#core/auth/create-auth.server.ts";
import type { ReadSession } from "#core/auth/read-session.ts";
import type { PlanPrices } from "#core/billing/plan-price.ts";
import { CACHE_OWNER_HEADER } from "#core/constants.ts";
import type { Database } from "#db/client.server.ts";
import { DATABASE_BUSY_RETRY_AFTER_SECONDS } from "#db/database-timeout.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import type { AppEnv } from "./app-env.ts";
import { withBusyDatabaseAnswered } from "./busy-database-pages.ts";
import { NO_STORE } from "./middleware/no-store.ts";
import { pageLocale, preferredLocale } from "./request-locale.ts";

type EntryWithContext = { requestContext: RouterContext<RequestContextValue> };

/** Loads the server build for each request (a fixed one in production, Vite's latest in development). */
export type BuildLoader = () => Promise<ServerBuild>;

type HandlerOptions = {
	loadBuild: BuildLoader;
	database: Database;
	auth: Auth;
	readSession: ReadSession;
	config: Config;
	mode: string;
	prices: PlanPrices;
	billing: BillingClient | undefined;
};

/**
 * Hands a request to React Router with a context built from what the middleware resolved. Crawlers that hit an
 * error get a minimal plain body instead of the rendered app page.
 */
export function reactRouterHandler({
	loadBuild,
	database,
	auth,
	readSession,
	config,
	mode,
	prices,
	billing,
}: HandlerOptions) {
	const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
	return async (c: Context<AppEnv>) => {
		const build = await loadBuild();
		let handle = handlers.get(build);
		const requestContext = (build.entry.module as unknown as EntryWithContext).requestContext;
		if (!handle) {
			const loggerOf = (context: Readonly<RouterContextProvider>) => context.get(requestContext).logger;
			handle = createRequestHandler(withBusyDatabaseAnswered(build, loggerOf), mode);
			handlers.set(build, handle);
		}
		const context = new RouterContextProvider();
		let isSignedIn = false;
		// Whose this answer is, for the service worker's offline copies: nobody's in particular until a loader asks.
		let owner = "public";
		const value: RequestContextValue = {
			requestId: c.get("requestId"),
			nonce: c.get("secureHeadersNonce") ?? "",
			baseUrl: config.baseUrl,
			preferredLocale: preferredLocale(c),
			logger: c.get("logger"),
			database,
			auth,
			isGoogleEnabled: config.google !== undefined,
			freeTasksPerQuadrant: config.freeTasksPerQuadrant,
			billingMode: config.billingMode,
			prices,
			operator: config.operator,
			authRateLimitPerMinute: config.authRateLimitPerMinute,
			changeLogRetentionDays: config.changeLogRetentionDays,
			anonymousUserRetentionDays: config.anonymousUserRetentionDays,
			billing,
			getSession: memoize(async () => {
				const session = await readSession(c.req.raw.headers);
				isSignedIn = session !== null;
				owner = session ? cacheOwner(session.user.id) : "none";
				return session;
			}),
		};
		context.set(requestContext, value);
		let response = await handle(c.req.raw, context);
		response = new Response(response.body, response);
		// A page or its data that a loader found a session for is that user's (the app pages, /login); public pages
		// never ask and keep their caching.
		if (isSignedIn) response.headers.set("Cache-Control", NO_STORE);
		response.headers.set(CACHE_OWNER_HEADER, owner);
		const userAgent = c.req.header("user-agent");
		if (response.status >= 400 && userAgent && isbot(userAgent)) {
			const path = new URL(c.req.url).pathname;
			const t = translatorFor(pageLocale(c));
			if (response.status === 503) {
				c.header("Retry-After", String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
				return c.text(t("errorCodes.busy"), 503);
			}
			const text = response.status === 404 ? t("errors.pageNotFoundAt", { path }) : t("errors.internalServerError");
			return c.text(text, response.status as 404 | 500);
		}
		return response;
	};
}

/**
 * The user's key for the offline copies: stable per user, so a second account in the same browser is told apart, and
 * no user id in a cache name or header (a hash of it, short: it only has to tell a browser's few accounts apart).
 */
function cacheOwner(userId: string): string {
	return createHash("sha256").update(userId).digest("base64url").slice(0, 22);
}

function memoize<T>(load: () => Promise<T>): () => Promise<T> {
	let result: Promise<T> | undefined;
	return () => {
		result ??= load();
		return result;
	};
}
