import { createServer as createHttpServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createAuth } from "#core/auth/create-auth.server.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { createApp } from "./index.ts";
import { createLogger } from "./logger.server.ts";
import { createMailer } from "./mail/create-mailer.server.ts";
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

// Development entry: the steps of server/main.ts, with Vite (hot reload, on-demand transforms) in place of the
// build and without prerendered pages, so every edit shows on the next request.
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
const signalListeners = new Set(process.listeners("SIGTERM"));
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
// Vite would close itself and exit on SIGTERM, before in-flight requests and the database are done: the shutdown
// below closes it in its turn instead.
for (const listener of process.listeners("SIGTERM")) {
	if (!signalListeners.has(listener)) process.off("SIGTERM", listener);
}
const app = createApp({
	config,
	database,
	logger,
	auth,
	billing,
	prices,
	loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
	mode: "development",
});
const listener = nodeListener(app);
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
await listen(server, { config, database, logger });
const jobs = startBackgroundJobs({ config, logger, database, secrets });

onShutdownSignal(logger, [
	["background jobs", () => jobs.stop()],
	["http server", () => closeServer(server, config.shutdownTimeoutMs)],
	["vite", () => vite.close()],
	["database", () => database.close()],
]);
