import { createHmac } from "node:crypto";

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const STEP_SECONDS = 30;
const DIGITS = 6;

/** RFC 4648 base32 (no padding required, case and spaces ignored) to bytes. */
export function decodeBase32(secret: string): Buffer {
	const clean = secret.replace(/[\s=]/g, "").toUpperCase();
	const bytes: number[] = [];
	let buffer = 0;
	let bits = 0;
	for (const char of clean) {
		const value = BASE32_ALPHABET.indexOf(char);
		if (value === -1) throw new Error(`not a base32 character: ${char}`);
		buffer = (buffer << 5) | value;
		bits += 5;
		if (bits >= 8) {
			bits -= 8;
			bytes.push((buffer >> bits) & 0xff);
		}
	}
	return Buffer.from(bytes);
}

/** The RFC 6238 code (HMAC-SHA1, 30-second step, 6 digits) an authenticator app shows for `secret` at `time`. */
export function totpCode(secret: string, time = Date.now()): string {
	const counter = Buffer.alloc(8);
	counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / STEP_SECONDS)));
	const digest = createHmac("sha1", decodeBase32(secret)).update(counter).digest();
	const offset = (digest.at(-1) ?? 0) & 0x0f;
	const binary = digest.readUInt32BE(offset) & 0x7fffffff;
	return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

/**
 * A code the server has not accepted yet (it takes each step's code once): of the steps it accepts now (the previous,
 * current and next one), the latest not in `used`, which is then added to it. The next step and the current one first,
 * as they stay valid longest.
 */
export function unusedTotpCode(secret: string, used: Set<number>): string {
	const current = Math.floor(Date.now() / 1000 / STEP_SECONDS);
	const step = [current + 1, current, current - 1].find((candidate) => !used.has(candidate));
	if (step === undefined) throw new Error("every step the server accepts now has been used");
	used.add(step);
	return totpCode(secret, step * STEP_SECONDS * 1000);
}
