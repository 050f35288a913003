import { parseConfig } from "#config/env.server.ts";
import type { Database } from "#db/client.server.ts";
import { createApp } from "#server/index.ts";
import { createLogger } from "#server/logger.server.ts";

export const TEST_BASE_URL = "http://localhost:3000";

/** The Hono app in process, as the server composes it, without the page build (API and health routes). */
export function createTestApp(database: Database, env: Record<string, string> = {}) {
	const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", BASE_URL: TEST_BASE_URL, ...env });
	return createApp({ config, database, logger: createLogger(config) });
}
