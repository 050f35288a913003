import { DomainError } from "#core/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { planOf } from "./plan.ts";

/** Refuses a Pro feature to a user on Free: 403 `pro_required`. */
export async function assertPro(db: Db, userId: string) {
	if ((await planOf(db, userId)) !== "pro") throw new DomainError("pro_required", 403);
}
