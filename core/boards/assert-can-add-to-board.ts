import { assertPro } from "#core/plans/assert-pro.ts";
import type { Db } from "#db/client.server.ts";

/**
 * A task may come into the default board on any plan, into any other board only on Pro: Free has one board, and the
 * extra boards kept from a Pro period can be viewed, emptied and deleted, but take nothing new until Pro is back.
 */
export async function assertCanAddToBoard(db: Db, userId: string, target: { isDefault: boolean }) {
	if (!target.isDefault) await assertPro(db, userId);
}
