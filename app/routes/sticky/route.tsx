import { lazy, Suspense, useEffect, useState } from "react";
import { data } from "react-router";
import { PageFrame } from "#app/components/page-frame.tsx";
import { requestContext } from "#app/lib/request-context.ts";
import { requireSession } from "#app/lib/session.server.ts";
import { listBoards } from "#core/boards/list-boards.ts";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import { planOf } from "#core/plans/plan.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import { BoardSelector } from "../matrix/board-selector.tsx";
import { lastBoardFrom, rememberBoard } from "../matrix/last-board.ts";
import type { Route } from "./+types/route";

const UpgradePrompt = lazy(() => import("#app/components/upgrade-prompt.tsx"));

// The sticky wall itself is the sticky-view issue; the board it shows is chosen here already, as on the matrix.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const session = await requireSession(request, context, params.lang);
	const db = context.get(requestContext).database.db;
	const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
	const userId = session.user.id;
	const [boards, plan] = await Promise.all([
		listBoards({ db, userId, defaultBoardName: translatorFor(locale)("boards.defaultName") }),
		planOf(db, userId),
	]);
	const requested = new URL(request.url).searchParams.get("board");
	const wanted = requested ?? lastBoardFrom(request.headers.get("cookie"));
	const chosen = boards.find((board) => board.id === wanted);
	if (requested !== null && requested !== "all" && !chosen) throw data(null, { status: 404, statusText: "Not Found" });
	const isAll = wanted === "all" && plan === "pro";
	const board = isAll ? null : (chosen ?? boards.find((candidate) => candidate.isDefault) ?? null);
	return { board: board ? { id: board.id, name: board.name } : null, boards, plan };
}

export default function StickyPage({ loaderData }: Route.ComponentProps) {
	const { board, boards, plan } = loaderData;
	const [isUpgradeOpen, setUpgradeOpen] = useState(false);
	useEffect(() => rememberBoard(board?.id ?? "all"), [board]);
	return (
		<div className="flex flex-col gap-4">
			<BoardSelector board={board} boards={boards} plan={plan} onUpgradeNeeded={() => setUpgradeOpen(true)} />
			<PageFrame page="sticky" />
			{isUpgradeOpen ? (
				<Suspense fallback={null}>
					<UpgradePrompt open onOpenChange={setUpgradeOpen} reason="pro_required" />
				</Suspense>
			) : null}
		</div>
	);
}
