import type { Db } from "#db/client.server.ts";
import type { Plan } from "./plan-name.ts";

/**
 * The one place that decides a user's plan; every gate asks it. There is no subscription yet (the billing issue
 * adds it and reads it here), so everyone is on Free.
 */
export async function planOf(_db: Db, _userId: string): Promise<Plan> {
	return "free";
}
