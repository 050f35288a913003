import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useLiveChanges } from "#app/lib/live-sync/use-live-changes.ts";
import type { BoardView } from "#core/boards/board-view.ts";
import { applyBoardChange, type Boards } from "./board-changes.ts";

const BOARD_CHANGES = ["board"] as const;

/**
 * The loader's boards (and the one shown, null for "Show everything"), kept live: a board created, renamed, made the
 * default or deleted elsewhere shows in place. When the board shown is deleted, the page goes to the default board
 * (its tasks arrive as their own changes: moved there, or deleted).
 */
export function useLiveBoards(board: BoardView | null, boards: BoardView[], syncPosition: number): Boards {
	const [current, setCurrent] = useState<Boards>({ board, boards });
	const seededWith = useRef(boards);
	const navigate = useNavigate();
	const { pathname } = useLocation();
	useEffect(() => {
		// New loader data (a revalidation, another board chosen); the first render already has it.
		if (seededWith.current === boards) return;
		seededWith.current = boards;
		setCurrent({ board, boards });
	}, [board, boards]);
	useLiveChanges({
		position: syncPosition,
		data: boards,
		entities: BOARD_CHANGES,
		onChange: (change) => {
			if (change.action === "deleted" && change.id === board?.id) {
				// Without ?board=, the loader shows the default board.
				void navigate(pathname, { replace: true });
				return;
			}
			setCurrent((previous) => applyBoardChange(previous, change));
		},
	});
	return current;
}
