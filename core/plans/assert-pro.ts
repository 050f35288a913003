import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { planOf } from "./plan.ts";
import { proFeatureRefusal } from "./plan-gates.ts";

/** Refuses a Pro feature to a user on Free: `pro_required`. */
export async function assertPro(db: Db, userId: string) {
	const refusal = proFeatureRefusal(await planOf(db, userId));
	if (refusal) throw new DomainError(refusal);
}
