import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import type { ParseKeys } from "i18next";
import type { Logger } from "pino";
import type { BillingClient } from "#app/lib/request-context.ts";
import type { Config } from "#config/env.server.ts";
import type { Auth } from "#core/auth/create-auth.server.ts";
import { createSessionReader } from "#core/auth/read-session.ts";
import { displayPlanPrices, type PlanPrices } from "#core/billing/plan-price.ts";
import { MAX_REQUEST_BODY_BYTES } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import { setEveryoneOnPro } from "#core/plans/plan.ts";
import { PUBLIC_PUSH_ENDPOINTS, type PushEndpointPolicy } from "#core/push/push-endpoint-policy.ts";
import type { Database } from "#db/client.server.ts";
import { DATABASE_BUSY_RETRY_AFTER_SECONDS, isDatabaseTimeout } from "#db/database-timeout.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import { accountDataRoutes } from "./api/account-data-routes.ts";
import { accountRoutes } from "./api/account-routes.ts";
import { apiDocsRoutes } from "./api/api-docs-routes.ts";
import { appWorkerRoutes } from "./api/app-worker.ts";
import { authRoutes } from "./api/auth-routes.ts";
import { billingRoutes } from "./api/billing-routes.ts";
import { billingWebhookRoutes } from "./api/billing-webhook.ts";
import { boardRoutes } from "./api/board-routes.ts";
import { checklistRoutes } from "./api/checklist-routes.ts";
import { crawlerFileRoutes } from "./api/crawler-files.ts";
import { devMailboxRoutes } from "./api/dev-mailbox.ts";
import { eventRoutes } from "./api/event-routes.ts";
import { healthRoutes } from "./api/health.ts";
import { pushSubscriptionRoutes } from "./api/push-subscription-routes.ts";
import { sessionRoutes } from "./api/session-routes.ts";
import { settingsRoutes } from "./api/settings-routes.ts";
import { taskRoutes } from "./api/task-routes.ts";
import { viewOptionsRoutes } from "./api/view-options-routes.ts";
import { webAppManifestRoutes } from "./api/web-app-manifest.ts";
import { apiError } from "./api-error.ts";
import type { AppEnv } from "./app-env.ts";
import { DOMAIN_ERROR_RETRY_AFTER, DOMAIN_ERROR_STATUS } from "./error-status.ts";
import { loginFormRoutes } from "./login-form-routes.ts";
import { bodySizeLimit } from "./middleware/body-size-limit.ts";
import { buildVersionHeader } from "./middleware/build-version-header.ts";
import { compressResponse } from "./middleware/compress-response.ts";
import { idempotency } from "./middleware/idempotency.ts";
import { noStore } from "./middleware/no-store.ts";
import { requestId } from "./middleware/request-id.ts";
import { requestLogger } from "./middleware/request-logger.ts";
import { requireSession } from "./middleware/require-session.ts";
import { sameOriginGuard } from "./middleware/same-origin-guard.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { BadRequestError } from "./parse-json-body.ts";
import type { PrerenderedPages } from "./prerendered-pages.ts";
import { type BuildLoader, reactRouterHandler } from "./react-router-handler.ts";
import { createReadiness, type Readiness } from "./readiness.ts";
import { pageLocale, translateForRequest } from "./request-locale.ts";
import { createBilling } from "./start.ts";
import { createLiveSync, type LiveSync } from "./sync/live-sync.ts";

export type AppOptions = {
	config: Config;
	database: Database;
	logger: Logger;
	auth: Auth;
	/** The process's one mailer, the one better-auth was given too. */
	mailer: Mailer;
	/** The process's one Stripe client (server/main.ts creates it); made from the config when not given (tests). */
	billing?: BillingClient | undefined;
	/** Absent in API-only integration tests: page requests then answer 404. */
	loadBuild?: BuildLoader;
	/** Directory of the built client assets, served by the production server. */
	clientDir?: string;
	mode?: "production" | "development";
	/** Pro's prices as the pricing page states them; the configured display prices when not given. */
	prices?: PlanPrices;
	/** Pages rendered once at start-up and answered from memory (server/prerendered-pages.ts). */
	prerendered?: PrerenderedPages;
	/** Live sync's hub (server/main.ts starts and stops it); made on first use when not given (tests, development). */
	liveSync?: LiveSync;
	/** Where push subscriptions may point: public https services; only tests pass a policy that allows loopback. */
	pushEndpoints?: PushEndpointPolicy;
	/** Whether /readyz may say ready: server/main.ts marks it draining on SIGTERM. */
	readiness?: Readiness;
};

const IMMUTABLE = "public, max-age=31536000, immutable";

const isApiPath = (c: Context) => new URL(c.req.url).pathname.startsWith("/api/");

/** The composition root: middleware in the order requests meet it, then routes from most to least specific. */
export function createApp({
	config,
	database,
	logger,
	auth,
	mailer,
	billing = createBilling(config),
	loadBuild,
	clientDir,
	mode = "production",
	prices = displayPlanPrices(config.displayPrices),
	prerendered,
	liveSync = createLiveSync({
		database,
		logger,
		listenUrl: config.databaseListenUrl,
		limits: config.liveStreams,
	}),
	pushEndpoints = PUBLIC_PUSH_ENDPOINTS,
	readiness = createReadiness(),
}: AppOptions) {
	setEveryoneOnPro(config.billingMode === "off");
	const app = new Hono<AppEnv>();

	// 1. Identify the request (honours a sane incoming X-Request-Id) and give it a logger that names it.
	app.use(requestId, requestLogger(logger));
	// 2. Security headers and the CSP nonce on every response, errors included.
	app.use(securityHeaders({ isProduction: config.isProduction, baseUrl: config.baseUrl }));
	// 3. Compress what is worth compressing (Brotli or gzip at fast levels; assets compressed at build are left alone).
	app.use(compressResponse());
	// The visitor's preferred language, for unprefixed answers, is detected when one asks for it (request-locale.ts).
	// 4. Refuse oversized bodies before anything reads them (a declared length decides without reading: body-size-limit.ts).
	app.use(
		bodySizeLimit({
			maxSize: MAX_REQUEST_BODY_BYTES,
			// The rest of the body is never read, so the connection cannot carry another request: say so, and Node closes
			// it after this answer (announcing keep-alive, then cutting the socket mid-body, misled clients).
			onError: (c) => {
				c.header("Connection", "close");
				return apiError(c, 413, "payload_too_large", translateForRequest(c, "errors.payloadTooLarge"));
			},
		}),
	);

	app.route("/", healthRoutes(database, readiness));
	app.route("/", crawlerFileRoutes(config));
	app.route("/", webAppManifestRoutes());

	// Stripe calls its webhook server to server: no session and no Origin, so it sits before the /api/v1 guards. Its
	// signature stands in for the same-origin check and its event ids for Idempotency-Key; the body limit still applies.
	app.route("/api/v1/billing/webhook", billingWebhookRoutes({ db: database.db, billing }));
	// The published contract and its reference page: public, read-only, before the /api/v1 guards (ADR 0045).
	app.route("/", apiDocsRoutes({ billingMode: config.billingMode }));

	// The client build this instance serves (absent in API-only tests): named on page, page-data and API answers.
	const buildVersion = loadBuild && (async () => (await loadBuild()).assets.version);
	const readSession = createSessionReader(auth, database.db);
	const api = new Hono<AppEnv>();
	api.route("/auth", authRoutes(auth, config));
	if (buildVersion) api.use("/v1/*", buildVersionHeader(buildVersion));
	api.use(
		"/v1/*",
		noStore,
		sameOriginGuard({ baseUrl: config.baseUrl }),
		requireSession(readSession),
		idempotency(database.db, { leaseMs: config.idempotencyLeaseMs }),
	);
	api.route(
		"/v1",
		accountRoutes({
			db: database.db,
			auth,
			mailer,
			baseUrl: config.baseUrl,
			trustedProxyHeader: config.trustedProxyHeader,
			passwordHashCost: config.passwordHashCost,
		}),
	);
	api.route("/v1", sessionRoutes({ db: database.db }));
	api.route("/v1", accountDataRoutes({ db: database.db, auth, stripe: billing?.stripe }));
	api.route("/v1", boardRoutes({ db: database.db }));
	api.route("/v1", taskRoutes({ db: database.db, config }));
	api.route("/v1", checklistRoutes({ db: database.db }));
	api.route("/v1", viewOptionsRoutes({ db: database.db }));
	api.route("/v1", settingsRoutes({ db: database.db }));
	api.route("/v1", pushSubscriptionRoutes({ db: database.db, config, policy: pushEndpoints }));
	// Without plans (BILLING_MODE=off) there is nothing to buy: /api/v1/billing/* answers 404.
	if (config.billingMode !== "off") {
		api.route("/v1", billingRoutes({ db: database.db, baseUrl: config.baseUrl, billing, mode: config.billingMode }));
	}
	api.route("/v1", eventRoutes({ liveSync, buildVersion, trustedProxyHeader: config.trustedProxyHeader }));
	app.route("/api", api);
	// Unknown API paths answer the structured error, never an app page (a mounted app's notFound is not used).
	app.all("/api/*", (c) => apiError(c, 404, "not_found", translateForRequest(c, "errors.notFound")));

	if (!config.isProduction) app.route("/", devMailboxRoutes(database.db));

	if (clientDir) {
		// The service worker names the build it belongs to (ADR 0033): answered before the static files.
		if (loadBuild) app.route("/", appWorkerRoutes({ clientDir, loadBuild }));
		app.use(
			"/assets/*",
			serveStatic({
				root: clientDir,
				precompressed: true,
				onFound: (_path, c) => {
					c.header("Cache-Control", IMMUTABLE);
				},
			}),
		);
		// A missing hashed asset is a plain 404, never an app page.
		app.all("/assets/*", (c) => c.text("Not Found", 404));
		app.use("*", serveStatic({ root: clientDir }));
	}

	if (buildVersion) app.use("*", buildVersionHeader(buildVersion));
	// The sign-in page's forms, posted before its scripts run: answered through the host's own auth endpoints.
	app.route(
		"/",
		loginFormRoutes((request, env) => app.fetch(request, env), config.baseUrl),
	);
	if (prerendered) app.get("*", prerendered.serve);
	if (loadBuild)
		app.all("*", reactRouterHandler({ loadBuild, database, auth, readSession, config, mode, prices, billing }));

	app.onError((error, c) => {
		if (error instanceof DomainError) {
			// "Create an account" names Google only where Google sign-in is configured (issue 44, item 4).
			const key =
				error.code === "account_required" && config.google
					? "errorCodes.account_required_with_google"
					: (`errorCodes.${error.code}` as ParseKeys);
			const message = translateForRequest(c, key);
			if (error.cause) c.get("logger").warn({ err: error.cause, code: error.code }, "refused: a service failed");
			const status = DOMAIN_ERROR_STATUS[error.code];
			const retryAfter = DOMAIN_ERROR_RETRY_AFTER[error.code];
			if (retryAfter !== undefined) c.header("Retry-After", String(retryAfter));
			return apiError(c, status, error.code, message, error.field ? { [error.field]: message } : undefined);
		}
		if (error instanceof BadRequestError) return apiError(c, 400, "bad_request", error.message, error.fields);
		if (isDatabaseTimeout(error)) {
			// Overload or a lock, not a bug: the client may retry shortly, and the log need not cry error. The words are those
			// of the other "busy" refusal (too many password hashes at once).
			c.get("logger").warn({ err: error }, "database busy: answered 503");
			c.header("Retry-After", String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
			return isApiPath(c)
				? apiError(c, 503, "database_busy", translateForRequest(c, "errorCodes.busy"))
				: c.text(translatorFor(pageLocale(c))("errorCodes.busy"), 503);
		}
		c.get("logger").error({ err: error }, "unhandled error");
		if (isApiPath(c)) {
			return apiError(c, 500, "internal", translateForRequest(c, "errors.somethingWentWrong"));
		}
		return c.text(translatorFor(pageLocale(c))("errors.internalServerError"), 500);
	});

	return app;
}
