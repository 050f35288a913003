import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { appSecret } from "#db/schema/app.ts";

/**
 * The configured secret, or one generated on first start and kept in the database, so a zero-configuration
 * install keeps its sessions across restarts and every instance sharing the database signs alike.
 */
export async function resolveAuthSecret({ db, configured }: { db: Db; configured: string | undefined }) {
	if (configured) return configured;
	await db
		.insert(appSecret)
		.values({ name: "auth", value: randomBytes(48).toString("base64url") })
		.onConflictDoNothing();
	const [row] = await db.select({ value: appSecret.value }).from(appSecret).where(eq(appSecret.name, "auth"));
	if (!row) throw new Error("could not store the generated auth secret");
	return row.value;
}
