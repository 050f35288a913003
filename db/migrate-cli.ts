import { loadConfig } from "#config/env.server.ts";
import { openDatabase } from "./client.server.ts";
import { runMigrations } from "./migrate.server.ts";

// `npm run db:migrate`: applies pending migrations to the configured database (starting and stopping the embedded
// server when that is the one configured), then exits.
const config = loadConfig();
const database = await openDatabase({
	databaseUrl: config.databaseUrl,
	dataDir: config.dataDir,
	embedded: config.embeddedDatabase,
	log: { warn: (message) => console.warn(message), debug: () => {} },
	onEmbeddedExit: (code, signal) => {
		console.error(`The embedded PostgreSQL server stopped (${signal ?? code}).`);
		process.exit(1);
	},
});
try {
	await runMigrations(database);
	console.log(`Migrations applied (${database.isEmbedded ? "embedded PostgreSQL" : database.kind}).`);
} catch (error) {
	console.error(error instanceof Error ? error.message : error);
	process.exitCode = 1;
} finally {
	await database.close();
}
