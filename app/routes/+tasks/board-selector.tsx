import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { MenuOnDemand } from "#app/components/ui/menu-on-demand.tsx";
import { isPlanRefusal } from "#app/lib/change-queue/queue-change.ts";
import type { BoardView } from "#core/boards/board-view.ts";
import { proFeatureRefusal } from "#core/plans/plan-gates.ts";
import type { Plan } from "#core/plans/plan-name.ts";

const BoardMenu = lazy(() => import("./board-menu.tsx"));
const BoardNameDialog = lazy(() => import("#app/components/board-name-dialog.tsx"));

type Props = {
	board: { id: string; name: string } | null;
	boards: BoardView[];
	plan: Plan;
	userId: string;
	onUpgradeNeeded: () => void;
};

/** The current board (or "All boards"), and the way to switch, show everything or create a board. */
export function BoardSelector({ board, boards, plan, userId, onUpgradeNeeded }: Props) {
	const { t } = useTranslation();
	const [isCreating, setCreating] = useState(false);
	const navigate = useNavigate();
	const { pathname } = useLocation();
	const name = board?.name ?? t("boards.allBoards");
	const trigger = {
		className:
			"inline-flex h-9 max-w-full items-center gap-1.5 rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-sunken",
		"aria-label": t("matrix.board", { name }),
		children: (
			<>
				<span className="truncate">{name}</span>
				<ChevronDown aria-hidden="true" className="size-4 shrink-0" />
			</>
		),
	};
	return (
		<>
			<MenuOnDemand trigger={trigger}>
				<BoardMenu
					trigger={trigger}
					current={board?.id ?? "all"}
					boards={boards}
					onShowEverything={proFeatureRefusal(plan) === null ? undefined : onUpgradeNeeded}
					onNewBoard={() => (proFeatureRefusal(plan) === null ? setCreating(true) : onUpgradeNeeded())}
				/>
			</MenuOnDemand>
			{isCreating ? (
				<Suspense fallback={null}>
					<BoardNameDialog
						userId={userId}
						onOpenChange={setCreating}
						onSaved={(shown, answer) => {
							setCreating(false);
							// Answered online: the new board opens. Offline it is kept until the network is back (the unsent count
							// shows it); the plan refusing it then opens the prompt.
							if (navigator.onLine) navigate(`${pathname}?board=${shown.board.id}`);
							else answer.catch((refusal: unknown) => isPlanRefusal(refusal) && onUpgradeNeeded());
						}}
					/>
				</Suspense>
			) : null}
		</>
	);
}
