import { loadConfig } from "#config/env.server.ts";
import { createDatabase } from "./client.server.ts";
import { runMigrations } from "./migrate.server.ts";

// `npm run db:migrate`: applies pending migrations to the configured database, then exits.
const config = loadConfig();
const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
	await runMigrations(database);
	console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
	console.error(error instanceof Error ? error.message : error);
	process.exitCode = 1;
} finally {
	await database.close();
}
