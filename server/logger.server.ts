import pino, { type Logger } from "pino";
import type { Config } from "#config/env.server.ts";

export type { Logger };

/** Strings taken from input can be as long as a request body; a log line keeps this much of each. */
const MAX_LOGGED_STRING = 1024;
// A stack repeats its error's message, which may quote input; still long enough for the frames that matter.
const MAX_LOGGED_STACK = 8 * 1024;
const MAX_LOGGED_DEPTH = 6;
const MAX_LOGGED_ITEMS = 50;

/** JSON lines on stdout; secrets that may pass through request logging are redacted, long strings truncated. */
export function createLogger(config: Pick<Config, "logLevel">, destination?: pino.DestinationStream): Logger {
	return pino(
		{
			level: config.logLevel,
			base: undefined,
			redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
			formatters: { log: (object) => boundPlainObject(object, 0) },
			serializers: {
				msg: (message: unknown) => bound(message, 0),
				err: (error: unknown) => bound(pino.stdSerializers.err(error as Error), 0),
			},
		},
		destination,
	);
}

function bound(value: unknown, depth: number, limit = MAX_LOGGED_STRING): unknown {
	if (typeof value === "string") {
		return value.length > limit ? `${value.slice(0, limit)}… (${value.length} characters)` : value;
	}
	if (Array.isArray(value)) {
		if (depth >= MAX_LOGGED_DEPTH) return "[…]";
		return value.slice(0, MAX_LOGGED_ITEMS).map((item) => bound(item, depth + 1));
	}
	if (isRecord(value)) return depth >= MAX_LOGGED_DEPTH ? "{…}" : boundPlainObject(value, depth + 1);
	return value;
}

function boundPlainObject(object: Record<string, unknown>, depth: number): Record<string, unknown> {
	const bounded: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(object)) {
		bounded[key] = bound(value, depth, key === "stack" ? MAX_LOGGED_STACK : MAX_LOGGED_STRING);
	}
	return bounded;
}

/** Plain objects and serialized errors; dates, buffers and live errors keep their own serialization. */
function isRecord(value: unknown): value is Record<string, unknown> {
	if (typeof value !== "object" || value === null) return false;
	return !(value instanceof Date || value instanceof Error || ArrayBuffer.isView(value));
}
