import { z } from "zod";

// The only module that reads process.env. Everything else receives a parsed `Config`.
// An empty value counts as unset, so `DATABASE_URL=` in a .env file means "use PGlite".
const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());

const envSchema = z.object({
	NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	HOST: z.string().min(1).default("0.0.0.0"),
	BASE_URL: optionalUrl,
	DATA_DIR: z.string().min(1).default("./data"),
	DATABASE_URL: optionalUrl,
	LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
	SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Config = {
	nodeEnv: "development" | "production" | "test";
	isProduction: boolean;
	port: number;
	host: string;
	baseUrl: string;
	dataDir: string;
	databaseUrl: string | undefined;
	logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
	shutdownTimeoutMs: number;
};

export class ConfigError extends Error {
	readonly problems: string[];
	constructor(problems: string[]) {
		super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
		this.name = "ConfigError";
		this.problems = problems;
	}
}

const EXPECTED_FORM: Record<string, string> = {
	NODE_ENV: "one of development, production, test",
	PORT: "a whole number from 0 to 65535",
	HOST: "a host name or IP address",
	BASE_URL: "an absolute URL such as https://quadrant.example",
	DATA_DIR: "a directory path",
	DATABASE_URL: "a PostgreSQL URL such as postgres://user@host:5432/db",
	LOG_LEVEL: "one of fatal, error, warn, info, debug, trace, silent",
	SHUTDOWN_TIMEOUT_MS: "a whole number of milliseconds",
};

export function parseConfig(env: Record<string, string | undefined>): Config {
	const result = envSchema.safeParse(env);
	if (!result.success) {
		const problems = result.error.issues.map((issue) => {
			const name = String(issue.path[0]);
			return `${name}=${JSON.stringify(env[name] ?? "")} is not valid: expected ${EXPECTED_FORM[name] ?? issue.message}`;
		});
		throw new ConfigError(problems);
	}
	const parsed = result.data;
	return {
		nodeEnv: parsed.NODE_ENV,
		isProduction: parsed.NODE_ENV === "production",
		port: parsed.PORT,
		host: parsed.HOST,
		baseUrl: (parsed.BASE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
		dataDir: parsed.DATA_DIR,
		databaseUrl: parsed.DATABASE_URL,
		logLevel: parsed.LOG_LEVEL,
		shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
	};
}

export function loadConfig(): Config {
	// biome-ignore lint/style/noProcessEnv: this module is the single reader of the environment.
	return parseConfig(process.env);
}
