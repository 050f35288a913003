import { NetworkError } from "#app/lib/api-client.ts";
import type { Quadrant } from "#core/constants.ts";
import { type ActionKit, columnOf } from "./action-kit.ts";

/**
 * Where a task lands (fractional keys, about 1.3 KB compressed): loaded with the first change that places a task, not
 * with the page, to pay for the /matrix budget (ADR 0034). The worker keeps every asset, so it loads offline too; if
 * it cannot, the change is refused as one the network lost.
 */
let placement: Promise<typeof import("#core/tasks/placement.ts")> | undefined;
const loadPlacement = () =>
	(placement ??= import("#core/tasks/placement.ts").catch((failure: unknown) => {
		placement = undefined;
		throw new NetworkError(failure);
	}));

export function lazyPlacement({ store, onRefused }: ActionKit) {
	/** The column is read once the code is here, so changes made in a row each see the ones before. */
	const positionFor = async (boardId: string, quadrant: Quadrant, beforeId: string | null, movingId?: string) =>
		(await loadPlacement()).positionBefore(columnOf(store.getSnapshot(), boardId, quadrant, movingId), beforeId);
	/** Runs a change that places a task; the placement code failing to load refuses it as the network would. */
	const placing = (place: () => Promise<boolean>) =>
		place().catch((error: unknown) => {
			onRefused(error);
			return false;
		});
	return { positionFor, placing };
}

export type LazyPlacement = ReturnType<typeof lazyPlacement>;
