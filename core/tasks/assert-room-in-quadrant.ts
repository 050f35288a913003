import { DomainError } from "#core/domain-error.ts";
import { planOf } from "#core/plans/plan.ts";
import type { Db } from "#db/client.server.ts";
import type { Quadrant } from "./quadrants.ts";
import { countInQuadrant } from "./task-queries.ts";

type Options = { userId: string; boardId: string; quadrant: Quadrant; freeTasksPerQuadrant: number };

/** A task may come into a quadrant (added or moved) while the user is on Pro or the quadrant has room on Free. */
export async function assertRoomInQuadrant(tx: Db, { userId, boardId, quadrant, freeTasksPerQuadrant }: Options) {
	if ((await planOf(tx, userId)) !== "free") return;
	if ((await countInQuadrant(tx, boardId, quadrant)) >= freeTasksPerQuadrant) throw new DomainError("plan_limit", 403);
}
