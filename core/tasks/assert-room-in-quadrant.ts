import type { Quadrant } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import { planOf } from "#core/plans/plan.ts";
import { quadrantEntryRefusal } from "#core/plans/plan-gates.ts";
import type { Db } from "#db/client.server.ts";
import { countInQuadrant } from "./task-queries.ts";

type Limit = { userId: string; freeTasksPerQuadrant: number };

/** Refuses a task coming into a quadrant that is full for the user's plan (plan-gates.ts). */
export async function assertRoomInQuadrant(
	tx: Db,
	{ boardId, quadrant, ...limit }: Limit & { boardId: string; quadrant: Quadrant },
) {
	await assertRoomBeside(tx, { ...limit, tasksInQuadrant: await countInQuadrant(tx, boardId, quadrant) });
}

/**
 * `assertRoomInQuadrant` when the caller counted the quadrant's tasks (`columnAroundAndCount`). The plan is asked only
 * of a quadrant at the Free limit: below it every plan has room, and each query is a round trip of the write.
 */
export async function assertRoomBeside(
	tx: Db,
	{ userId, tasksInQuadrant, freeTasksPerQuadrant }: Limit & { tasksInQuadrant: number },
) {
	if (quadrantEntryRefusal("free", { tasksInQuadrant, freeTasksPerQuadrant }) === null) return;
	const refusal = quadrantEntryRefusal(await planOf(tx, userId), { tasksInQuadrant, freeTasksPerQuadrant });
	if (refusal) throw new DomainError(refusal);
}
