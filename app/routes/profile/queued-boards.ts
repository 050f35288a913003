import type { Shown } from "#app/lib/change-queue/queued-change.ts";
import type { BoardView } from "#core/boards/board-view.ts";

/**
 * A queued board change (ADR 0034) shown on the profile's list until the server has it: created (at the end, until
 * the list is read again in the loaders' order), renamed, made the default, or deleted.
 */
export function applyQueuedBoard(boards: BoardView[], shown: Shown): BoardView[] {
	if (shown.kind === "boardRemoved") return boards.filter(({ id }) => id !== shown.id);
	if (shown.kind !== "board") return boards;
	const { id, isDefault } = shown.board;
	const isKnown = boards.some((board) => board.id === id);
	const listed = isKnown ? boards : [...boards, { id, name: "", isDefault: false, taskCount: 0 }];
	// One default board: the one made default takes the mark from the others.
	return listed.map((board) =>
		board.id === id ? { ...board, ...shown.board } : isDefault ? { ...board, isDefault: false } : board,
	);
}
