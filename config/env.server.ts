import type { z } from "zod";
import { type BillingMode, resolveBillingMode } from "./billing-mode.ts";
import { EXPECTED_FORM, envSchema, type LiveStreamLimits } from "./env-schema.server.ts";
import type { GoverningLaw } from "./governing-law.ts";
import { isLoopbackHost } from "./loopback-url.ts";

// The only module that reads process.env. Everything else receives a parsed `Config`.
export type Config = {
	nodeEnv: "development" | "production" | "test";
	isProduction: boolean;
	port: number;
	host: string;
	baseUrl: string;
	dataDir: string;
	/**
	 * Where live sync LISTENs, on a connection of its own: DATABASE_LISTEN_URL, else DATABASE_URL. Behind a pooler in
	 * transaction mode (pgbouncer) this must reach PostgreSQL directly or through a session-mode pool.
	 */
	databaseListenUrl: string | undefined;
	/** Change-log entries older than this many days are pruned. */
	changeLogRetentionDays: number;
	/** Each user keeps at most this many of their newest change-log entries. */
	changeLogMaxPerUser: number;
	/** An anonymous user is deleted, with all its rows, this many days after its last session expired. */
	anonymousUserRetentionDays: number;
	/** Open live streams allowed at once, and how long a client may leave a stream unread before it is ended. */
	liveStreams: LiveStreamLimits;
	/** Connections the server accepts at once; undefined: derived from the file-descriptor limit at start-up. */
	maxConnections: number | undefined;
	/** scrypt's cost: OWASP's always in production; a test server's may be lower (core/auth/password-hash.ts). */
	passwordHashCost: "owasp" | "test";
	/** How often each instance moves tasks whose due date came near (ADR 0032): the longest such a task waits. */
	urgencyEscalationIntervalMs: number;
	/** PostgreSQL cancels a statement that runs longer (a locked table, a runaway query); 0 means never. */
	databaseStatementTimeoutMs: number;
	/** How long a request waits for a pooled connection (or a new one) before it is answered 503. */
	databaseAcquireTimeoutMs: number;
	/**
	 * How long an Idempotency-Key claim still in progress stands unless its instance renews it; past it, a retry takes
	 * the claim over (the instance is taken to have died mid-request; ADR 0040).
	 */
	idempotencyLeaseMs: number;
	databaseUrl: string | undefined;
	/**
	 * Without DATABASE_URL: a PostgreSQL server shipped with the app, run as a child process (the default), or PGlite
	 * in the process. Unset means PostgreSQL, except for a DATA_DIR that holds only a PGlite database (ADR 0012).
	 */
	embeddedDatabase: "postgres" | "pglite" | undefined;
	logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
	shutdownTimeoutMs: number;
	/** From AUTH_SECRET; when unset, one is generated once and kept in the database (shared by all instances). */
	authSecret: string | undefined;
	trustedOrigins: string[];
	/** Header a trusted reverse proxy sets to the client's address; unset means the socket's remote address. */
	trustedProxyHeader: string | undefined;
	authRateLimitPerMinute: number;
	accountSignInLimit: number;
	google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
	smtpUrl: string | undefined;
	mailFrom: string;
	/** The Free plan's limit of tasks per quadrant of a board. */
	freeTasksPerQuadrant: number;
	/** Present in billing mode `stripe` (both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set). */
	stripe: StripeConfig | undefined;
	/**
	 * Who runs this instance: OPERATOR_NAME (legal name), OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_GOVERNING_LAW.
	 * Unset by default, so a fresh install names no person or company; required in production with Stripe, since
	 * taking payments needs terms that say who the seller is.
	 */
	operator: { name?: string; address?: string; email?: string; governingLaw?: GoverningLaw; logRetentionDays?: number };
	/** BILLING_MODE, or the safe default for this deployment (config/billing-mode.ts). */
	billingMode: BillingMode;
	/** What the operator should fix though the server can run (a deprecated switch with public effect): logged at start. */
	warnings: string[];
	/**
	 * How long, after SIGTERM, /readyz answers 503 while requests are still served, so a load balancer stops sending
	 * new ones before the listener closes. SHUTDOWN_DRAIN_MS; 5 s in production, none otherwise.
	 */
	shutdownDrainMs: number;
	/**
	 * The prices the pricing page shows when Stripe is not configured (with Stripe, its prices' own amounts), as
	 * configured: decimal amounts in `currency` (core/billing/plan-price.ts turns them into Stripe's minor units).
	 */
	displayPrices: DisplayPrices;
	/** From VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY; when unset, a pair is generated once and kept in the database. */
	vapidKeys: { publicKey: string; privateKey: string } | undefined;
	/** Who push services may contact about our pushes: VAPID_SUBJECT, else a mailto: of MAIL_FROM's address. */
	vapidSubject: string;
};

export type DisplayPrices = { currency: string; month: string; year: string };

export type StripeConfig = {
	secretKey: string;
	webhookSecret: string;
	/** Where the SDK sends API requests when not Stripe's own (STRIPE_API_URL: a mock or a test peer). */
	api: { host: string; port: number; protocol: "http" | "https" } | undefined;
	prices: { monthly: string | undefined; yearly: string | undefined };
};

export class ConfigError extends Error {
	readonly problems: string[];
	constructor(problems: string[]) {
		super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
		this.name = "ConfigError";
		this.problems = problems;
	}
}

export function parseConfig(env: Record<string, string | undefined>): Config {
	// An empty variable counts as unset (`DATABASE_URL=` means "use the embedded database", `PORT=` means the default port).
	const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
	const result = envSchema.safeParse(present);
	if (!result.success) {
		const problems = result.error.issues.map((issue) => {
			const name = String(issue.path[0]);
			return `${name}=${JSON.stringify(env[name] ?? "")} is not valid: expected ${EXPECTED_FORM[name] ?? issue.message}`;
		});
		throw new ConfigError(problems);
	}
	const parsed = result.data;
	const hasStripe = Boolean(parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET);
	// Half a key pair would silently fall back to a generated pair and break every existing subscription.
	if (Boolean(parsed.VAPID_PUBLIC_KEY) !== Boolean(parsed.VAPID_PRIVATE_KEY)) {
		throw new ConfigError(["Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then generated)"]);
	}
	const isProduction = parsed.NODE_ENV === "production";
	const baseUrl = (parsed.BASE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, "");
	// Without BASE_URL the server believes only this machine reaches it (test billing, mail links in the log, the
	// localhost Origin accepted), so by default it listens only where that is true. A deployment sets BASE_URL and
	// listens on every interface.
	const host = parsed.HOST ?? (parsed.BASE_URL ? "0.0.0.0" : "127.0.0.1");
	if (isProduction && !parsed.BASE_URL && !isLoopbackHost(host)) {
		throw new ConfigError([
			`BASE_URL is not set, yet HOST=${host} lets other machines reach this server: set BASE_URL to the address ` +
				"people open, such as https://quadrant.example (or HOST=127.0.0.1 to serve this machine only)",
		]);
	}
	if (isProduction && parsed.PASSWORD_HASH_COST !== "owasp") {
		throw new ConfigError([
			"PASSWORD_HASH_COST=test is for test servers only: a production server hashes passwords at OWASP's cost",
		]);
	}
	// Test mode hands out Pro for free: a public production server gets it only when someone asked for it.
	const billing = resolveBillingMode({
		requested: parsed.BILLING_MODE,
		isTestModeRequested: parsed.BILLING_TEST_MODE === "1",
		hasStripeKeys: hasStripe,
		isProduction,
		baseUrl,
	});
	if ("problem" in billing) throw new ConfigError([billing.problem]);
	const operator = {
		name: parsed.OPERATOR_NAME,
		address: parsed.OPERATOR_ADDRESS,
		email: parsed.OPERATOR_EMAIL,
		governingLaw: parsed.OPERATOR_GOVERNING_LAW,
		logRetentionDays: parsed.OPERATOR_LOG_RETENTION_DAYS,
	};
	const missingOperator = Object.entries(OPERATOR_VARIABLES)
		.filter(([field]) => operator[field as keyof typeof operator] === undefined)
		.map(([, name]) => name);
	if (isProduction && billing.mode === "stripe" && missingOperator.length > 0) {
		throw new ConfigError([
			`Taking payments needs terms that name the seller: set ${missingOperator.join(", ")} (see the README)`,
		]);
	}
	return {
		nodeEnv: parsed.NODE_ENV,
		isProduction,
		port: parsed.PORT,
		host,
		baseUrl,
		dataDir: parsed.DATA_DIR,
		databaseListenUrl: parsed.DATABASE_LISTEN_URL ?? parsed.DATABASE_URL,
		changeLogRetentionDays: parsed.CHANGE_LOG_RETENTION_DAYS,
		changeLogMaxPerUser: parsed.CHANGE_LOG_MAX_PER_USER,
		anonymousUserRetentionDays: parsed.ANONYMOUS_USER_RETENTION_DAYS,
		liveStreams: {
			perSession: parsed.LIVE_STREAMS_PER_SESSION,
			perUser: parsed.LIVE_STREAMS_PER_USER,
			perAddress: parsed.LIVE_STREAMS_PER_ADDRESS,
			writeDeadlineMs: parsed.LIVE_STREAM_WRITE_DEADLINE_MS,
		},
		maxConnections: parsed.MAX_CONNECTIONS,
		passwordHashCost: parsed.PASSWORD_HASH_COST,
		urgencyEscalationIntervalMs: parsed.URGENCY_ESCALATION_INTERVAL_MS,
		databaseStatementTimeoutMs: parsed.DATABASE_STATEMENT_TIMEOUT_MS,
		databaseAcquireTimeoutMs: parsed.DATABASE_ACQUIRE_TIMEOUT_MS,
		idempotencyLeaseMs: parsed.IDEMPOTENCY_LEASE_MS,
		databaseUrl: parsed.DATABASE_URL,
		embeddedDatabase: parsed.EMBEDDED_DATABASE,
		logLevel: parsed.LOG_LEVEL,
		shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
		authSecret: parsed.AUTH_SECRET,
		trustedOrigins: parsed.TRUSTED_ORIGINS.split(",")
			.map((origin) => origin.trim())
			.filter(Boolean),
		trustedProxyHeader: parsed.TRUSTED_PROXY_HEADER?.toLowerCase(),
		authRateLimitPerMinute: parsed.AUTH_RATE_LIMIT_PER_MINUTE,
		accountSignInLimit: parsed.ACCOUNT_SIGN_IN_LIMIT,
		google:
			parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET
				? {
						clientId: parsed.GOOGLE_CLIENT_ID,
						clientSecret: parsed.GOOGLE_CLIENT_SECRET,
						discoveryUrl: parsed.GOOGLE_DISCOVERY_URL,
					}
				: undefined,
		smtpUrl: parsed.SMTP_URL,
		mailFrom: parsed.MAIL_FROM,
		freeTasksPerQuadrant: parsed.FREE_TASKS_PER_QUADRANT,
		stripe:
			billing.mode === "stripe" && parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET
				? {
						secretKey: parsed.STRIPE_SECRET_KEY,
						webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
						api: parsed.STRIPE_API_URL ? stripeApiAddress(parsed.STRIPE_API_URL) : undefined,
						prices: { monthly: parsed.STRIPE_PRICE_MONTHLY, yearly: parsed.STRIPE_PRICE_YEARLY },
					}
				: undefined,
		operator,
		billingMode: billing.mode,
		warnings: billing.warning ? [billing.warning] : [],
		shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5_000 : 0),
		displayPrices: {
			currency: parsed.DISPLAY_CURRENCY,
			month: parsed.DISPLAY_PRICE_MONTHLY,
			year: parsed.DISPLAY_PRICE_YEARLY,
		},
		vapidKeys:
			parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY
				? { publicKey: parsed.VAPID_PUBLIC_KEY, privateKey: parsed.VAPID_PRIVATE_KEY }
				: undefined,
		vapidSubject: parsed.VAPID_SUBJECT ?? `mailto:${mailAddress(parsed.MAIL_FROM)}`,
	};
}

const OPERATOR_VARIABLES = {
	name: "OPERATOR_NAME",
	address: "OPERATOR_ADDRESS",
	email: "OPERATOR_EMAIL",
	governingLaw: "OPERATOR_GOVERNING_LAW",
} as const;

// MAIL_FROM may be "Name <address>"; a VAPID subject wants the bare address.
function mailAddress(from: string): string {
	return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

// The SDK takes the API's address as separate host, port and protocol options rather than a URL.
function stripeApiAddress(value: string): NonNullable<StripeConfig["api"]> {
	const url = new URL(value);
	const protocol = url.protocol === "http:" ? "http" : "https";
	return {
		host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
		port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443,
		protocol,
	};
}

export function loadConfig(): Config {
	// biome-ignore lint/style/noProcessEnv: this module is the single reader of the environment.
	return parseConfig(process.env);
}
