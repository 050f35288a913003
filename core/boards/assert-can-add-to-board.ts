import { DomainError } from "#core/errors/domain-error.ts";
import { planOf } from "#core/plans/plan.ts";
import { boardEntryRefusal } from "#core/plans/plan-gates.ts";
import type { Db } from "#db/client.server.ts";

/** Refuses a task coming into a board the user's plan does not let them add to (plan-gates.ts). */
export async function assertCanAddToBoard(db: Db, userId: string, target: { isDefault: boolean }) {
	if (target.isDefault) return;
	const refusal = boardEntryRefusal(await planOf(db, userId), target);
	if (refusal) throw new DomainError(refusal);
}
