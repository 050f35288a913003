import { z } from "zod";
import { governingLawSchema } from "./governing-law.ts";

// What each environment variable may be: the schema `parseConfig` (env.server.ts) reads process.env with, and the
// form a refused value is told to take. Every variable here has its one description in the README's table
// (scripts/docs-match-code.test.ts).

export type LiveStreamLimits = {
	perSession: number;
	perUser: number;
	perAddress: number;
	writeDeadlineMs: number;
};

/**
 * Live streams open at once per session, user and address: a few tabs and devices each, with room for a household or
 * an office behind one address, while one visitor cannot hold the server's connections (docs/security.md). A client
 * that leaves a stream unread this long is dropped; it reconnects and resumes from the log.
 */
export const DEFAULT_LIVE_STREAM_LIMITS: LiveStreamLimits = {
	perSession: 10,
	perUser: 50,
	perAddress: 100,
	writeDeadlineMs: 30_000,
};

const optionalUrl = z.url().optional();

export const envSchema = z.object({
	NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	HOST: z.string().min(1).optional(),
	BASE_URL: optionalUrl,
	DATA_DIR: z.string().min(1).default("./data"),
	DATABASE_URL: optionalUrl,
	DATABASE_LISTEN_URL: optionalUrl,
	CHANGE_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
	CHANGE_LOG_MAX_PER_USER: z.coerce.number().int().min(100).max(10_000_000).default(10_000),
	ANONYMOUS_USER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
	LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_LIVE_STREAM_LIMITS.perSession),
	LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_LIVE_STREAM_LIMITS.perUser),
	LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_LIVE_STREAM_LIMITS.perAddress),
	LIVE_STREAM_WRITE_DEADLINE_MS: z.coerce
		.number()
		.int()
		.min(1000)
		.max(600_000)
		.default(DEFAULT_LIVE_STREAM_LIMITS.writeDeadlineMs),
	MAX_CONNECTIONS: z.coerce.number().int().min(1).max(10_000_000).optional(),
	PASSWORD_HASH_COST: z.enum(["owasp", "test"]).default("owasp"),
	URGENCY_ESCALATION_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
	DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
	DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
	IDEMPOTENCY_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
	EMBEDDED_DATABASE: z.enum(["postgres", "pglite"]).optional(),
	LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
	SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
	AUTH_SECRET: z.string().min(32).optional(),
	TRUSTED_ORIGINS: z.string().default(""),
	TRUSTED_PROXY_HEADER: z
		.string()
		.regex(/^[a-z0-9-]+$/i)
		.optional(),
	AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
	ACCOUNT_SIGN_IN_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
	GOOGLE_CLIENT_ID: z.string().default(""),
	GOOGLE_CLIENT_SECRET: z.string().default(""),
	GOOGLE_DISCOVERY_URL: z.url().default("https://accounts.google.com/.well-known/openid-configuration"),
	SMTP_URL: optionalUrl,
	MAIL_FROM: z.string().min(3).default("Quadrant <no-reply@quadrant.invalid>"),
	FREE_TASKS_PER_QUADRANT: z.coerce.number().int().min(1).max(100_000).default(10),
	STRIPE_SECRET_KEY: z
		.string()
		.regex(/^(sk|rk)_\S+$/)
		.optional(),
	STRIPE_WEBHOOK_SECRET: z
		.string()
		.regex(/^whsec_\S+$/)
		.optional(),
	STRIPE_API_URL: z
		.url({ protocol: /^https?$/ })
		.refine((value) => new URL(value).pathname === "/")
		.optional(),
	STRIPE_PRICE_MONTHLY: z
		.string()
		.regex(/^price_\S+$/)
		.optional(),
	STRIPE_PRICE_YEARLY: z
		.string()
		.regex(/^price_\S+$/)
		.optional(),
	// Deployment choices (issue 19): billing's mode, and how long a stopping instance stays up unready.
	BILLING_MODE: z.enum(["stripe", "test", "off"]).optional(),
	/** Deprecated: BILLING_MODE=test. */
	BILLING_TEST_MODE: z.enum(["0", "1"]).default("0"),
	SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
	// Who runs this instance, for the terms, privacy, author and security pages and security.txt (issue 17).
	OPERATOR_NAME: z.string().trim().min(2).max(200).optional(),
	OPERATOR_ADDRESS: z.string().trim().min(5).max(500).optional(),
	OPERATOR_EMAIL: z.email().optional(),
	OPERATOR_GOVERNING_LAW: governingLawSchema.optional(),
	/** How long the operator's hosting keeps the server's log (it is written to stdout), as the privacy page states it. */
	OPERATOR_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
	DISPLAY_CURRENCY: z
		.string()
		.regex(/^[a-z]{3}$/i)
		.refine((code) => Intl.supportedValuesOf("currency").includes(code.toUpperCase()))
		.default("USD"),
	DISPLAY_PRICE_MONTHLY: z
		.string()
		.regex(/^\d{1,6}(\.\d{1,2})?$/)
		.default("3"),
	DISPLAY_PRICE_YEARLY: z
		.string()
		.regex(/^\d{1,6}(\.\d{1,2})?$/)
		.default("24"),
	VAPID_PUBLIC_KEY: z
		.string()
		.regex(/^[A-Za-z0-9_-]{87}$/)
		.optional(),
	VAPID_PRIVATE_KEY: z
		.string()
		.regex(/^[A-Za-z0-9_-]{43}$/)
		.optional(),
	VAPID_SUBJECT: z
		.string()
		.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/)
		.optional(),
});

export const EXPECTED_FORM: Record<string, string> = {
	NODE_ENV: "one of development, production, test",
	PORT: "a whole number from 0 to 65535",
	HOST: "a host name or IP address (unset: 0.0.0.0 with BASE_URL, 127.0.0.1 without)",
	BASE_URL: "an absolute URL such as https://quadrant.example",
	DATA_DIR: "a directory path",
	DATABASE_URL: "a PostgreSQL URL such as postgres://user@host:5432/db",
	DATABASE_LISTEN_URL: "a PostgreSQL URL that reaches the server directly (not a transaction-mode pool)",
	CHANGE_LOG_RETENTION_DAYS: "a whole number of days from 1 to 3650",
	URGENCY_ESCALATION_INTERVAL_MS: "a whole number of milliseconds from 1000 to 3600000",
	CHANGE_LOG_MAX_PER_USER: "a whole number from 100 to 10000000",
	ANONYMOUS_USER_RETENTION_DAYS: "a whole number of days from 1 to 3650",
	LIVE_STREAMS_PER_SESSION: "a whole number from 1 to 100000",
	LIVE_STREAMS_PER_USER: "a whole number from 1 to 100000",
	LIVE_STREAMS_PER_ADDRESS: "a whole number from 1 to 100000",
	LIVE_STREAM_WRITE_DEADLINE_MS: "a whole number of milliseconds from 1000 to 600000",
	MAX_CONNECTIONS: "a whole number from 1 to 10000000",
	PASSWORD_HASH_COST: "owasp (always in production) or test",
	DATABASE_STATEMENT_TIMEOUT_MS: "a whole number of milliseconds up to 3600000 (0 turns the timeout off)",
	DATABASE_ACQUIRE_TIMEOUT_MS: "a whole number of milliseconds from 100 to 600000",
	IDEMPOTENCY_LEASE_MS: "a whole number of milliseconds from 1000 to 3600000",
	EMBEDDED_DATABASE: "postgres or pglite",
	LOG_LEVEL: "one of fatal, error, warn, info, debug, trace, silent",
	SHUTDOWN_TIMEOUT_MS: "a whole number of milliseconds",
	AUTH_SECRET: "a random string of at least 32 characters",
	TRUSTED_ORIGINS: "a comma-separated list of origins",
	TRUSTED_PROXY_HEADER: "a header name such as x-real-ip",
	AUTH_RATE_LIMIT_PER_MINUTE: "a whole number from 1 to 100000",
	ACCOUNT_SIGN_IN_LIMIT: "a whole number from 1 to 100000",
	GOOGLE_DISCOVERY_URL: "an absolute URL of an OpenID discovery document",
	SMTP_URL: "an SMTP URL such as smtp://user:pass@mail.example:587",
	MAIL_FROM: "a sender such as Quadrant <no-reply@example.com>",
	FREE_TASKS_PER_QUADRANT: "a whole number from 1 to 100000",
	STRIPE_SECRET_KEY: "a Stripe secret key such as sk_live_… or a restricted key rk_live_…",
	STRIPE_WEBHOOK_SECRET: "a webhook signing secret such as whsec_…",
	STRIPE_API_URL: "an http(s) origin such as http://127.0.0.1:12111 (no path)",
	STRIPE_PRICE_MONTHLY: "a Stripe price id such as price_…",
	STRIPE_PRICE_YEARLY: "a Stripe price id such as price_…",
	BILLING_MODE:
		"stripe, test (an in-app checkout that charges nothing) or off (no plans: every user has every feature)",
	BILLING_TEST_MODE: "1 (deprecated: use BILLING_MODE=test) or 0",
	SHUTDOWN_DRAIN_MS: "a whole number of milliseconds",
	OPERATOR_NAME: "the legal name of who runs this instance (2 to 200 characters)",
	OPERATOR_ADDRESS: "a postal address (5 to 500 characters)",
	OPERATOR_EMAIL: "an email address such as contact@example.com",
	OPERATOR_GOVERNING_LAW:
		'an ISO 3166 country code such as IE, or the wording in every language as JSON: {"en": "the laws of England and Wales", "zh": …, "fr": …, "ko": …, "ja": …, "es": …, "ms": …}',
	OPERATOR_LOG_RETENTION_DAYS: "a whole number of days from 1 to 3650",
	DISPLAY_CURRENCY: "an ISO 4217 currency code such as USD or EUR",
	DISPLAY_PRICE_MONTHLY: "an amount such as 3 or 2.99",
	DISPLAY_PRICE_YEARLY: "an amount such as 24 or 23.99",
	VAPID_PUBLIC_KEY:
		"an uncompressed P-256 public key in base64url (87 characters), as web-push generate-vapid-keys prints",
	VAPID_PRIVATE_KEY: "a P-256 private key in base64url (43 characters), as web-push generate-vapid-keys prints",
	VAPID_SUBJECT: "a contact such as mailto:admin@example.com or https://quadrant.example",
};
