import { readAccountView } from "#core/account/account-view.ts";
import type { Db } from "#db/client.server.ts";
import { appendChange } from "./append-change.ts";

/**
 * Logs the user's account (who they are, how they sign in) as it is now, after a sign-in method was added or removed
 * or the user changed. Call it in the transaction that made the change (better-auth's hooks run after theirs
 * committed, and open one of their own).
 */
export async function logAccountChange(tx: Db, userId: string): Promise<void> {
	const view = await readAccountView(tx, userId);
	if (view) await appendChange(tx, userId, { entity: "account", entityId: userId, action: "updated", data: view });
}
