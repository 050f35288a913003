import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { passkey } from "#db/schema/auth.ts";
import type { PasskeyView } from "./passkey.schema.ts";

/** The user's passkeys, oldest first, as the profile shows them. */
export async function listPasskeys({ db, userId }: { db: Db; userId: string }): Promise<PasskeyView[]> {
	const rows = await db
		.select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt })
		.from(passkey)
		.where(eq(passkey.userId, userId))
		.orderBy(asc(passkey.createdAt), asc(passkey.id));
	return rows.map((row) => ({ ...row, createdAt: row.createdAt?.toISOString() ?? null }));
}
