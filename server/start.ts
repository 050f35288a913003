import type { Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { Config } from "#config/env.server.ts";
import { ConfigError, loadConfig } from "#config/env.server.ts";
import { resolveAuthSecret } from "#core/auth/auth-secret.ts";
import { type Auth, createAuth } from "#core/auth/create-auth.server.ts";
import { createStripeClient } from "#core/billing/create-stripe-client.server.ts";
import type { PlanPrices } from "#core/billing/plan-price.ts";
import { resolvePlanPrices } from "#core/billing/resolve-plan-prices.ts";
import { startReminderScheduler } from "#core/push/reminder-scheduler.ts";
import { createDatabase, type Database } from "#db/client.server.ts";
import { MigrationError, runMigrations } from "#db/migrate.server.ts";
import type { AppEnv } from "./app-env.ts";
import { startChangeLogPruning } from "./jobs/change-log-pruning.ts";
import { createLogger, type Logger } from "./logger.server.ts";
import { createMailer } from "./mail/create-mailer.server.ts";
import type { LiveSync } from "./sync/live-sync.ts";

export type Runtime = { config: Config; logger: Logger; database: Database; auth: Auth; prices: PlanPrices };

/**
 * Parses the environment, opens and migrates the database, reads Pro's prices from Stripe when it is configured;
 * exits with a clear message when any of them fails.
 */
export async function prepareRuntime(): Promise<Runtime> {
	let config: Config;
	try {
		config = loadConfig();
	} catch (error) {
		if (error instanceof ConfigError) {
			console.error(error.message);
			process.exit(1);
		}
		throw error;
	}
	const logger = createLogger(config);
	const database = createDatabase({
		databaseUrl: config.databaseUrl,
		dataDir: config.dataDir,
		onIdleConnectionError: (error) =>
			logger.warn({ err: error }, "an idle database connection failed and was replaced"),
	});
	try {
		await runMigrations(database);
	} catch (error) {
		logger.fatal({ err: error }, error instanceof MigrationError ? error.message : "database unavailable");
		await database.close().catch(() => {});
		process.exit(1);
	}
	const secret = await resolveAuthSecret({ db: database.db, configured: config.authSecret });
	const mailer = createMailer({
		smtpUrl: config.smtpUrl,
		from: config.mailFrom,
		isProduction: config.isProduction,
		db: database.db,
		logger,
	});
	const auth = createAuth({ db: database.db, config, secret, mailer, logger });
	const billing = config.stripe ? { stripe: createStripeClient(config.stripe), config: config.stripe } : undefined;
	let prices: PlanPrices;
	try {
		prices = await resolvePlanPrices({ billing, displayPrices: config.displayPrices });
	} catch (error) {
		logger.fatal(
			{ err: error },
			"Pro's prices could not be read from Stripe (STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY)",
		);
		await database.close().catch(() => {});
		process.exit(1);
	}
	return { config, logger, database, auth, prices };
}

/**
 * Listens and runs this instance's push reminder scheduler; then on SIGTERM/SIGINT stops accepting, lets
 * in-flight requests finish (up to the configured timeout), stops the scheduler, closes the database and exits 0.
 */
export function listenWithGracefulShutdown(
	server: Server,
	{ config, logger, database, liveSync }: Pick<Runtime, "config" | "logger" | "database"> & { liveSync?: LiveSync },
	onClose: () => Promise<void> = async () => {},
): void {
	server.listen(config.port, config.host, () => {
		const address = server.address();
		const port = typeof address === "object" && address ? address.port : config.port;
		logger.info({ port, host: config.host, database: database.kind }, `Quadrant listening on port ${port}`);
		void liveSync?.start();
	});
	const pruning = startChangeLogPruning({
		db: database.db,
		logger,
		retentionDays: config.changeLogRetentionDays,
		maxPerUser: config.changeLogMaxPerUser,
	});
	const reminders = startReminderScheduler({
		db: database.db,
		vapidKeys: config.vapidKeys,
		subject: config.vapidSubject,
		logger,
	});
	let isShuttingDown = false;
	const shutdown = async (signal: string) => {
		if (isShuttingDown) return;
		isShuttingDown = true;
		logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
		await liveSync?.stop();
		const forceClose = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
		forceClose.unref();
		await new Promise<void>((resolve) => {
			server.close(() => resolve());
			server.closeIdleConnections();
		});
		clearTimeout(forceClose);
		await reminders.stop();
		await pruning.stop();
		await onClose();
		await database.close();
		logger.info("shutdown complete");
		process.exit(0);
	};
	process.on("SIGTERM", () => void shutdown("SIGTERM"));
	process.on("SIGINT", () => void shutdown("SIGINT"));
}

export function nodeListener(app: Hono<AppEnv>) {
	return getRequestListener(app.fetch);
}
