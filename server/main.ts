import { createServer } from "node:http";
import { createAuth } from "#core/auth/create-auth.server.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { connectionLimit } from "./connection-limit.ts";
import { exitOnCrash } from "./exit-on-crash.ts";
import { createApp } from "./index.ts";
import { createLogger } from "./logger.server.ts";
import { createMailer } from "./mail/create-mailer.server.ts";
import { developmentPages, productionPages } from "./page-source.ts";
import { createReadiness } from "./readiness.ts";
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
import { createLiveSync } from "./sync/live-sync.ts";

// The server's entry, start-up in order (`--dev`: pages from Vite instead of the build, for `npm run dev`). Each step
// that can fail logs why and exits 1; shutdown undoes them in reverse.
const config = loadConfigOrExit();
const logger = createLogger(config);
exitOnCrash(logger);
for (const warning of config.warnings) logger.warn(warning);
const database = await openDatabase(config, logger);
await migrateOrExit(database, logger);
const secrets = await resolveSecrets(config, database);
const mailer = createMailer({ config, db: database.db, logger });
const auth = createAuth({ db: database.db, config, secret: secrets.authSecret, mailer, logger });
const billing = createBilling(config);
const prices = await resolvePricesOrExit({ config, billing, database, logger });
// Live sync's hub: one per instance, listening for the other instances' changes from when the server listens.
const liveSync = createLiveSync({
	database,
	logger,
	listenUrl: config.databaseListenUrl,
	limits: config.liveStreams,
});
const pages = process.argv.includes("--dev") ? await developmentPages() : await productionPages();
const readiness = createReadiness();
const app = createApp({
	config,
	database,
	logger,
	auth,
	mailer,
	billing,
	prices,
	liveSync,
	readiness,
	...pages.appOptions,
});
pages.prerenderOnDemand(app);
// Node closes a keep-alive connection after 5 s idle by default: a client that sends on it just as it closes gets a
// reset (a load balancer, or a script's agent, keeps its connections longer). Longer than the usual 60 s of load
// balancers; headers must still come within their own, slightly longer, limit.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const server = createServer(
	{ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: KEEP_ALIVE_TIMEOUT_MS + 1_000 },
	pages.listener(nodeListener(app)),
);
// Connections beyond the file limit would leave the process unable to open anything (EMFILE): refused at the door.
const maxConnections = connectionLimit(config.maxConnections);
if (maxConnections !== undefined) server.maxConnections = maxConnections;
await listen(server, { config, database, logger });
await liveSync.start();
const jobs = startBackgroundJobs({ config, logger, database, secrets, mailer });

onShutdownSignal(
	logger,
	[
		// Open event streams end first: they would otherwise keep the http server from closing.
		["live sync", () => liveSync.stop()],
		["background jobs", () => jobs.stop()],
		["http server", () => closeServer(server, config.shutdownTimeoutMs)],
		["pages", () => pages.close()],
		["database", () => database.close()],
	],
	{ readiness, drainMs: config.shutdownDrainMs },
);
