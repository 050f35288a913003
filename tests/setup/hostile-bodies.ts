import { randomUUID } from "node:crypto";
import type { seededRandom } from "./seeded-random.ts";

type Random = ReturnType<typeof seededRandom>;

/** A request body to send as it is: JSON text, or text that only looks like it. */
export type RawBody = { text: string; summary: string };

const MIB = 1024 * 1024;

/** Strings an attacker or a broken client sends: unstorable characters, huge ones, near-valid ones. */
function hostileString(random: Random): string {
	// Many are text that cannot be stored, with something around it or not.
	if (random.chance(0.4)) {
		const around = random.pick(["", "a task", "😀"]);
		return `${around}${random.pick(["\0", "\ud800", "\udfff", "\udc00\ud800"])}${around}`;
	}
	switch (random.below(14)) {
		case 0:
			return "";
		case 1:
			return `a\0b`;
		case 2:
			return `title\ud800`;
		case 3:
			return `\udfff${"x".repeat(random.below(20))}`;
		case 4:
			return "😀".repeat(60 + random.below(200));
		case 5:
			return "x".repeat(random.below(10_000));
		case 6:
			// Just under, or just over, the 1 MiB body limit.
			return "y".repeat(MIB - 2048 + random.below(4096));
		case 7:
			return random.pick(["__proto__", "constructor", "toString", "%00", "../../etc/passwd", "<script>"]);
		case 8:
			return random.pick(["2026-02-30", "9999-12-31", "24:00", "23:59", "1970-01-01T00:00:00Z"]);
		case 9:
			return randomUUID();
		case 10:
			return random.pick(["urgent-important", "done", "high", "month", "year", "fr", "Europe/Paris"]);
		case 11:
			return random.pick(["not-an-email@", `${"a".repeat(3000)}@example.com`, "a long enough password"]);
		case 12:
			return random.pick(["https://fcm.googleapis.com/fcm/send/x", "http://127.0.0.1:8443/", "javascript:1"]);
		default:
			return "  \t\n ";
	}
}

function hostileNumber(random: Random): number {
	return random.pick([0, -1, 1, 1.5, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE, 1e21]);
}

/** Any JSON value, nested at most `depth` more levels. */
function hostileValue(random: Random, depth: number): unknown {
	const kind = random.below(depth > 0 ? 8 : 6);
	if (kind <= 2) return hostileString(random);
	if (kind === 3) return hostileNumber(random);
	if (kind === 4) return random.pick([true, false, null]);
	if (kind === 5) return random.chance(0.5) ? [] : {};
	if (kind === 6) return Array.from({ length: random.below(4) }, () => hostileValue(random, depth - 1));
	return Object.fromEntries(
		Array.from({ length: random.below(4) }, () => [
			hostileString(random).slice(0, 40),
			hostileValue(random, depth - 1),
		]),
	);
}

/**
 * Half the time a valid body with one or two fields made hostile (so the rest passes and the hostile value goes as
 * deep as it can); otherwise the endpoint's field names with hostile values, or something else entirely.
 */
export function hostileBody(random: Random, fields: readonly string[], valid: Record<string, unknown>): RawBody {
	if (random.chance(0.5)) {
		const body = { ...valid };
		const changes = 1 + random.below(2);
		for (let change = 0; change < changes; change++) {
			body[random.pick(fields)] = random.chance(0.8) ? hostileString(random) : hostileValue(random, 2);
		}
		return described(body);
	}
	const shape = random.below(10);
	if (shape === 0) {
		const depth = 1000 + random.below(100_000);
		return { text: `${"[".repeat(depth)}${"]".repeat(depth)}`, summary: `array nested ${depth} deep` };
	}
	if (shape === 1) {
		const depth = 100 + random.below(5000);
		return { text: `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`, summary: `object nested ${depth} deep` };
	}
	if (shape === 2) {
		const text = random.pick(["", "{", "nul\0", '{"title":"\\ud800"', "1e999", "123456789012345678901234567890", "[]"]);
		return { text, summary: `raw ${JSON.stringify(text)}` };
	}
	if (shape === 3) {
		const value = hostileValue(random, 2);
		return described(value);
	}
	const body: Record<string, unknown> = {};
	for (const field of fields) if (random.chance(0.6)) body[field] = hostileValue(random, 2);
	if (random.chance(0.2)) body[hostileString(random).slice(0, 40)] = hostileValue(random, 1);
	if (random.chance(0.2)) {
		// A huge number written as JSON text (JSON.stringify cannot write one past a double).
		const field = random.pick(fields);
		const text = JSON.stringify(body)
			.replace(/^\{/, `{${JSON.stringify(field)}:1e400,`)
			.replace(/,\}$/, "}");
		return { text, summary: `${field}: 1e400 and ${summarize(body)}` };
	}
	return described(body);
}

function described(value: unknown): RawBody {
	return { text: JSON.stringify(value) ?? "null", summary: summarize(value) };
}

/** The body in a few hundred characters, for the failure message. */
function summarize(value: unknown): string {
	const text = JSON.stringify(value, (_key, item) =>
		typeof item === "string" && item.length > 40 ? `${item.slice(0, 40)}…(${item.length})` : item,
	);
	return (text ?? String(value)).slice(0, 300);
}
