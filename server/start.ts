import type { Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { BillingClient } from "#app/lib/request-context.ts";
import { type Config, ConfigError, loadConfig } from "#config/env.server.ts";
import { resolveAuthSecret } from "#core/auth/auth-secret.ts";
import { createStripeClient } from "#core/billing/create-stripe-client.server.ts";
import type { PlanPrices } from "#core/billing/plan-price.ts";
import { resolvePlanPrices } from "#core/billing/resolve-plan-prices.ts";
import { resolveVapidKeys, type VapidKeys } from "#core/push/vapid-keys.ts";
import { type Database, openDatabase as openConfiguredDatabase } from "#db/client.server.ts";
import { MigrationError, runMigrations } from "#db/migrate.server.ts";
import type { AppEnv } from "./app-env.ts";
import type { Logger } from "./logger.server.ts";
import type { Readiness } from "./readiness.ts";
import { readySummary } from "./ready-summary.ts";

// The steps of start-up, each one a function that either succeeds or logs why and exits 1, so that
// server/main.ts reads as the sequence itself.

/** Exits with a message naming each invalid variable. */
export function loadConfigOrExit(): Config {
	try {
		return loadConfig();
	} catch (error) {
		if (error instanceof ConfigError) {
			console.error(error.message);
			process.exit(1);
		}
		throw error;
	}
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
	try {
		return await openConfiguredDatabase({
			databaseUrl: config.databaseUrl,
			dataDir: config.dataDir,
			embedded: config.embeddedDatabase,
			statementTimeoutMs: config.databaseStatementTimeoutMs,
			acquireTimeoutMs: config.databaseAcquireTimeoutMs,
			onIdleConnectionError: (error) =>
				logger.warn({ err: error }, "an idle database connection failed and was replaced"),
			log: { warn: (message) => logger.warn(message), debug: (message) => logger.debug(message) },
			// Without its database the process can answer nothing: exit, and let the supervisor start it again
			// (PostgreSQL recovers from its write-ahead log on the next start).
			onEmbeddedExit: (code, signal) => {
				logger.fatal({ code, signal }, "the embedded PostgreSQL server stopped; exiting");
				process.exit(1);
			},
		});
	} catch (error) {
		logger.fatal({ err: error }, "the database could not be opened");
		process.exit(1);
	}
}

/** All pending migrations or none; on failure the database is closed and the process exits 1. */
export async function migrateOrExit(database: Database, logger: Logger): Promise<void> {
	try {
		await runMigrations(database);
	} catch (error) {
		logger.fatal({ err: error }, error instanceof MigrationError ? error.message : "database unavailable");
		await exitAfterClosing(database);
	}
}

export type Secrets = { authSecret: string; vapidKeys: VapidKeys };

/** The configured secrets, or the ones generated on first start and kept in the database for every instance. */
export async function resolveSecrets(config: Config, database: Database): Promise<Secrets> {
	const [authSecret, vapidKeys] = await Promise.all([
		resolveAuthSecret({ db: database.db, configured: config.authSecret }),
		resolveVapidKeys({ db: database.db, configured: config.vapidKeys }),
	]);
	return { authSecret, vapidKeys };
}

/** The one Stripe client of the process, when billing is configured. */
export function createBilling(config: Config): BillingClient | undefined {
	return config.stripe ? { stripe: createStripeClient(config.stripe), config: config.stripe } : undefined;
}

/** Pro's prices as the pricing page states them: Stripe's own when configured (an unknown price stops start-up). */
export async function resolvePricesOrExit({
	config,
	billing,
	database,
	logger,
}: { config: Config; billing: BillingClient | undefined } & Handles): Promise<PlanPrices> {
	try {
		return await resolvePlanPrices({ billing, displayPrices: config.displayPrices });
	} catch (error) {
		logger.fatal(
			{ err: error },
			"Pro's prices could not be read from Stripe (STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY)",
		);
		return exitAfterClosing(database);
	}
}

type Handles = { database: Database; logger: Logger };

async function exitAfterClosing(database: Database): Promise<never> {
	await database.close().catch(() => {});
	process.exit(1);
}

export function nodeListener(app: Hono<AppEnv>) {
	return getRequestListener(app.fetch);
}

/** Resolves once the server accepts connections on HOST:PORT. */
export async function listen(server: Server, { config, database, logger }: { config: Config } & Handles) {
	await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
	const address = server.address();
	const port = typeof address === "object" && address ? address.port : config.port;
	const kind = database.isEmbedded ? "embedded-postgres" : database.kind;
	const summary = readySummary({ config, database, url: addressToOpen(config.baseUrl, port) });
	logger.info({ port, host: config.host, database: kind, ...summary.fields }, summary.message);
}

/** BASE_URL, with the port the system chose when PORT=0 left BASE_URL's default at port 0. */
function addressToOpen(baseUrl: string, port: number): string {
	const url = new URL(baseUrl);
	if (url.port !== "0") return baseUrl;
	url.port = String(port);
	return url.origin;
}

/** Stops accepting, closes idle connections, lets in-flight requests finish, and cuts the rest after `timeoutMs`. */
export async function closeServer(server: Server, timeoutMs: number): Promise<void> {
	const forceClose = setTimeout(() => server.closeAllConnections(), timeoutMs);
	forceClose.unref();
	await new Promise<void>((resolve) => {
		server.close(() => resolve());
		server.closeIdleConnections();
	});
	clearTimeout(forceClose);
}

/**
 * On the first SIGTERM or SIGINT runs the shutdown steps one after the other (start-up undone in reverse), logs
 * and exits 0. A step that fails is logged and the next one still runs, so the database is always closed.
 * Readiness turns 503 at once; on SIGTERM (a supervisor or orchestrator, not a person at a terminal) the steps wait
 * `drainMs` first, while requests are still served, so a load balancer notices and stops sending new ones.
 */
export function onShutdownSignal(
	logger: Logger,
	steps: ReadonlyArray<readonly [string, () => Promise<void>]>,
	{ readiness, drainMs }: { readiness: Readiness; drainMs: number },
) {
	let isShuttingDown = false;
	const shutdown = async (signal: string) => {
		if (isShuttingDown) return;
		isShuttingDown = true;
		readiness.isDraining = true;
		if (signal === "SIGTERM" && drainMs > 0) {
			logger.info({ signal, drainMs }, "draining: /readyz answers 503, requests are still served");
			await new Promise((resolve) => setTimeout(resolve, drainMs));
		}
		logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
		let code = 0;
		for (const [name, step] of steps) {
			try {
				await step();
			} catch (error) {
				code = 1;
				logger.error({ err: error, step: name }, "a shutdown step failed");
			}
		}
		logger.info("shutdown complete");
		process.exit(code);
	};
	process.on("SIGTERM", () => void shutdown("SIGTERM"));
	process.on("SIGINT", () => void shutdown("SIGINT"));
}
