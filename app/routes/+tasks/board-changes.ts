import type { BoardView } from "#core/boards/board-view.ts";
import type { ChangeEvent } from "#core/change-log/change-event.ts";

/** The boards a task page shows: the one shown (null for "Show everything") and all of the user's. */
export type Boards = { board: BoardView | null; boards: BoardView[] };

/** A live `board` change applied to the page's boards: created, renamed, made the default, or deleted. */
export function applyBoardChange({ board, boards }: Boards, change: ChangeEvent): Boards {
	if (change.data === null) return { board, boards: boards.filter(({ id }) => id !== change.id) };
	const changed = change.data as BoardView;
	const isKnown = boards.some(({ id }) => id === changed.id);
	return {
		board: board?.id === changed.id ? changed : board,
		boards: inListOrder(
			isKnown ? boards.map((known) => (known.id === changed.id ? changed : known)) : [...boards, changed],
		),
	};
}

// The loaders' order (core/boards/board-queries.ts): the default board first, then by name ignoring case.
const inListOrder = (boards: BoardView[]) =>
	[...boards].sort(
		(a, b) =>
			Number(b.isDefault) - Number(a.isDefault) ||
			compare(a.name.toLowerCase(), b.name.toLowerCase()) ||
			compare(a.id, b.id),
	);

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
