import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { appSecret } from "#db/schema/app.ts";

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The configured key pair, or one generated on first use and kept in the database: browsers subscribe against
 * the public key, so every instance and every restart must sign with the same pair.
 */
export async function resolveVapidKeys({ db, configured }: { db: Db; configured: VapidKeys | undefined }) {
	if (configured) return configured;
	const generated = generateVapidKeys();
	await db
		.insert(appSecret)
		.values({ name: "vapid", value: JSON.stringify(generated) })
		.onConflictDoNothing();
	// Another instance may have stored its pair first: read back whichever won.
	const [row] = await db.select({ value: appSecret.value }).from(appSecret).where(eq(appSecret.name, "vapid"));
	if (!row) throw new Error("could not store the generated VAPID keys");
	return JSON.parse(row.value) as VapidKeys;
}

/**
 * A new P-256 pair as VAPID wants it (RFC 8292): the uncompressed public point and the 32-byte private scalar,
 * base64url. What web-push's generateVAPIDKeys does, without loading web-push (and its ASN.1 and JWS code, ~2 MiB)
 * into every instance at start: it is needed only to send a reminder.
 */
export function generateVapidKeys(): VapidKeys {
	// A JWK's coordinates and scalar have the curve's full length (RFC 7518 6.2.1), leading zeros included; ECDH's
	// getPrivateKey() drops them about once in 200 keys.
	const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
	const { x, y, d } = privateKey.export({ format: "jwk" });
	if (!x || !y || !d) throw new Error("a P-256 key without its coordinates");
	const point = Buffer.concat([Buffer.from([4]), Buffer.from(x, "base64url"), Buffer.from(y, "base64url")]);
	return { publicKey: point.toString("base64url"), privateKey: d };
}
