import { eq } from "drizzle-orm";
import webPush from "web-push";
import type { Db } from "#db/client.server.ts";
import { appSecret } from "#db/schema/app.ts";

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The configured key pair, or one generated on first use and kept in the database: browsers subscribe against
 * the public key, so every instance and every restart must sign with the same pair.
 */
export async function resolveVapidKeys({ db, configured }: { db: Db; configured: VapidKeys | undefined }) {
	if (configured) return configured;
	const generated = webPush.generateVAPIDKeys();
	await db
		.insert(appSecret)
		.values({ name: "vapid", value: JSON.stringify(generated) })
		.onConflictDoNothing();
	// Another instance may have stored its pair first: read back whichever won.
	const [row] = await db.select({ value: appSecret.value }).from(appSecret).where(eq(appSecret.name, "vapid"));
	if (!row) throw new Error("could not store the generated VAPID keys");
	return JSON.parse(row.value) as VapidKeys;
}
