import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { createHashSlots } from "./hash-slots.ts";

/**
 * "owasp": OWASP's minimum for scrypt (N=2^17, r=8, p=1), always in production; better-auth's default (N=2^14) is
 * weaker. "test": the same scrypt at N=2^10, for test servers whose tests are about what happens around a password
 * (limits, throttles, flows), not about the hash's cost: hundreds of hashes at ~350 ms of a core each made those
 * suites most of the test run. Stored hashes name their parameters, so either kind verifies under the other.
 */
export type PasswordHashCost = "owasp" | "test";
const PARAMS_BY_COST = { owasp: { N: 2 ** 17, r: 8, p: 1 }, test: { N: 2 ** 10, r: 8, p: 1 } } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

// Node's thread pool has four threads; two hashes at a time leave room for the rest of the instance's work. Signing
// in has a queue of its own, served first (hash-slots.ts).
const inHashSlot = createHashSlots({ running: 2, waiting: 16, reserved: 16 });

/** `isSignIn`: the hash of a sign-in, which waits in the queue reserved for signing in. */
type Priority = { isSignIn?: boolean };
type HashOptions = Priority & { cost?: PasswordHashCost };

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, priority: Priority) {
	const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
	return inHashSlot(
		() =>
			new Promise<Buffer>((resolve, reject) => {
				scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
					error ? reject(error) : resolve(key),
				);
			}),
		{ isReserved: priority.isSignIn === true },
	);
}

/** `scrypt$N$r$p$salt$hash` (base64), so the parameters can be raised later without breaking stored hashes. */
export async function hashPassword(
	password: string,
	{ cost = "owasp", ...priority }: HashOptions = {},
): Promise<string> {
	const params = PARAMS_BY_COST[cost];
	const salt = randomBytes(SALT_BYTES);
	const key = await derive(password, salt, params, priority);
	return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword({
	hash,
	password,
	isSignIn,
}: { hash: string; password: string } & Priority): Promise<boolean> {
	const [scheme, n, r, p, salt, expected] = hash.split("$");
	if (scheme !== "scrypt" || !salt || !expected) return false;
	const params = { N: Number(n), r: Number(r), p: Number(p) };
	if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return false;
	const key = await derive(password, Buffer.from(salt, "base64"), params, { isSignIn: isSignIn === true });
	const expectedKey = Buffer.from(expected, "base64");
	return expectedKey.length === key.length && timingSafeEqual(key, expectedKey);
}
