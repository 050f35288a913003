import { parseConfig } from "#config/env.server.ts";
import { createAuth } from "#core/auth/create-auth.server.ts";
import type { Mailer, OutgoingMail } from "#core/mail/mailer.ts";
import type { PushEndpointPolicy } from "#core/push/push-endpoint-policy.ts";
import type { Database } from "#db/client.server.ts";
import { createApp } from "#server/index.ts";
import { createLogger } from "#server/logger.server.ts";
import { createMailer } from "#server/mail/create-mailer.server.ts";
import type { PrerenderedPages } from "#server/prerendered-pages.ts";
import type { BuildLoader } from "#server/react-router-handler.ts";
import type { LiveSync } from "#server/sync/live-sync.ts";

export const TEST_BASE_URL = "http://localhost:3000";

/** Mail the app sent during a test, newest last (integration tests read links from it). */
export type SentMail = OutgoingMail;

/**
 * The Hono app in process, as the server composes it, without the page build (API, auth and health routes).
 * Mail is collected in `sent` instead of leaving the process.
 */
export type TestAppOptions = {
	/** Send mail the way the server does (SMTP when SMTP_URL is given, else log + dev mailbox) instead of collecting it in `sent`. */
	useServerMailer?: boolean;
	/** Receives the JSON log lines (otherwise logging is silent). */
	logStream?: { write: (line: string) => void };
	/** The page build, for tests that render pages in process. */
	loadBuild?: BuildLoader;
	/** Public pages rendered once and answered from memory, as production has them. */
	prerendered?: PrerenderedPages;
	/** Where push subscriptions may point: public https services unless a test allows its loopback receiver. */
	pushEndpoints?: PushEndpointPolicy;
	/** Live sync's hub, when a test watches it (how many streams are open); the app makes its own otherwise. */
	liveSync?: LiveSync;
};

export function createTestApp(database: Database, env: Record<string, string> = {}, options: TestAppOptions = {}) {
	const config = parseConfig({
		NODE_ENV: "test",
		LOG_LEVEL: options.logStream ? "debug" : "silent",
		BASE_URL: TEST_BASE_URL,
		AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
		// The tests about hashing's own cost and capacity ask for OWASP's (password-hashing-limits.test.ts), as does
		// every production configuration (it refuses any other).
		...(env.NODE_ENV === "production" ? {} : { PASSWORD_HASH_COST: "test" }),
		...env,
	});
	const logger = createLogger(config, options.logStream);
	const sent: SentMail[] = [];
	const mailer: Mailer = options.useServerMailer
		? createMailer({ config, db: database.db, logger })
		: {
				send: async (mail) => {
					sent.push(mail);
				},
			};
	const auth = createAuth({ db: database.db, config, secret: config.authSecret ?? "", mailer, logger });
	const { loadBuild, prerendered, pushEndpoints, liveSync } = options;
	const app = createApp({ config, database, logger, auth, mailer, loadBuild, prerendered, pushEndpoints, liveSync });
	return Object.assign(app, { sent, auth });
}

export type TestApp = ReturnType<typeof createTestApp>;
