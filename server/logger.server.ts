import pino, { type Logger } from "pino";
import type { Config } from "#config/env.server.ts";

export type { Logger };

/** JSON lines on stdout; secrets that may pass through request logging are redacted. */
export function createLogger(config: Pick<Config, "logLevel">, destination?: pino.DestinationStream): Logger {
	return pino(
		{
			level: config.logLevel,
			base: undefined,
			redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
		},
		destination,
	);
}
