import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { account } from "#db/schema/auth.ts";

/** The providers a user can sign in with ("credential", "google", …), without reading the session again. */
export async function listSignInMethods({ db, userId }: { db: Db; userId: string }): Promise<string[]> {
	const rows = await db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, userId));
	return rows.map((row) => row.providerId);
}
