import type { Quadrant } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import { planOf } from "#core/plans/plan.ts";
import { quadrantEntryRefusal } from "#core/plans/plan-gates.ts";
import type { Db } from "#db/client.server.ts";
import { countInQuadrant } from "./task-queries.ts";

type Options = { userId: string; boardId: string; quadrant: Quadrant; freeTasksPerQuadrant: number };

/** Refuses a task coming into a quadrant that is full for the user's plan (plan-gates.ts). */
export async function assertRoomInQuadrant(tx: Db, { userId, boardId, quadrant, freeTasksPerQuadrant }: Options) {
	const plan = await planOf(tx, userId);
	if (plan === "pro") return;
	const tasksInQuadrant = await countInQuadrant(tx, boardId, quadrant);
	const refusal = quadrantEntryRefusal(plan, { tasksInQuadrant, freeTasksPerQuadrant });
	if (refusal) throw new DomainError(refusal);
}
