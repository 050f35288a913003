import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createAuth } from "#core/auth/create-auth.server.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { createApp } from "./index.ts";
import { createLogger } from "./logger.server.ts";
import { createMailer } from "./mail/create-mailer.server.ts";
import { prerenderedPages } from "./prerendered-pages.ts";
import {
	closeServer,
	createBilling,
	listen,
	loadConfigOrExit,
	migrateOrExit,
	nodeListener,
	onShutdownSignal,
	openDatabase,
	resolvePricesOrExit,
	resolveSecrets,
} from "./start.ts";

// Production entry, start-up in order. Each step that can fail logs why and exits 1; shutdown undoes them in reverse.
const config = loadConfigOrExit();
const logger = createLogger(config);
const database = await openDatabase(config, logger);
await migrateOrExit(database, logger);
const secrets = await resolveSecrets(config, database);
const mailer = createMailer({
	smtpUrl: config.smtpUrl,
	from: config.mailFrom,
	isProduction: config.isProduction,
	db: database.db,
	logger,
});
const auth = createAuth({ db: database.db, config, secret: secrets.authSecret, mailer, logger });
const billing = createBilling(config);
const prices = await resolvePricesOrExit({ config, billing, database, logger });
const build = (await import(new URL("../build/server/index.js", import.meta.url).href)) as ServerBuild;
const prerendered = prerenderedPages();
const app = createApp({
	config,
	database,
	logger,
	auth,
	billing,
	prices,
	prerendered,
	loadBuild: async () => build,
	clientDir: fileURLToPath(new URL("../build/client", import.meta.url)),
	mode: "production",
});
const renderStarted = performance.now();
const pages = await prerendered.render(app);
logger.info({ pages, ms: Math.round(performance.now() - renderStarted) }, "public pages prerendered");
const server = createServer(nodeListener(app));
await listen(server, { config, database, logger });
const jobs = startBackgroundJobs({ config, logger, database, secrets });

onShutdownSignal(logger, [
	["background jobs", () => jobs.stop()],
	["http server", () => closeServer(server, config.shutdownTimeoutMs)],
	["database", () => database.close()],
]);
