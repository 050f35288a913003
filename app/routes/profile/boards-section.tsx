import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { FormAlert } from "#app/components/form-alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { refusalMessage } from "#app/lib/refusal-message.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { BoardView } from "#core/boards/board-view.ts";
import { proFeatureRefusal } from "#core/plans/plan-gates.ts";
import type { Plan } from "#core/plans/plan-name.ts";
import { BoardRow } from "./board-row.tsx";
import { ProfileSection } from "./profile-section.tsx";

// Loaded when first opened, so the profile page stays light.
const BoardNameDialog = lazy(() => import("#app/components/board-name-dialog.tsx"));
const DeleteBoardDialog = lazy(() => import("./delete-board-dialog.tsx"));
const UpgradePrompt = lazy(() => import("#app/components/upgrade-prompt.tsx"));

type OpenDialog =
	| { kind: "create" }
	| { kind: "rename"; board: BoardView }
	| { kind: "delete"; board: BoardView }
	| { kind: "upgrade" };

type Outcome = { isError: boolean; text: string };

/**
 * The user's boards: create, rename, make default, delete. On Free, what needs Pro opens the upgrade prompt instead
 * of asking the server (which would refuse); renaming the default board and deleting are open to everyone.
 */
export function BoardsSection({ boards, plan }: { boards: BoardView[]; plan: Plan }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const revalidator = useRevalidator();
	const headingRef = useRef<HTMLHeadingElement>(null);
	/** The list as it was when a change was sent, until the current one has rendered. */
	const listBeforeChange = useRef<BoardView[] | null>(null);
	const [dialog, setDialog] = useState<OpenDialog | null>(null);
	const [outcome, setOutcome] = useState<Outcome | undefined>();
	const isPro = proFeatureRefusal(plan) === null;
	const defaultBoardName = boards.find((board) => board.isDefault)?.name ?? t("boards.defaultName");
	const onClose = (open: boolean) => !open && setDialog(null);

	// The button just used may be gone once the list is current (deleted board, new default): keep focus in here.
	useEffect(() => {
		if (listBeforeChange.current === null || listBeforeChange.current === boards) return;
		listBeforeChange.current = null;
		const focused = document.activeElement;
		if (!focused || focused === document.body || !focused.isConnected) headingRef.current?.focus();
	}, [boards]);

	const onChanged = async (text: string) => {
		listBeforeChange.current = boards;
		await revalidator.revalidate();
		setOutcome({ isError: false, text });
	};
	const run = async (request: () => Promise<unknown>, success: string) => {
		setOutcome(undefined);
		try {
			await request();
		} catch (refusal) {
			setOutcome({ isError: true, text: refusalMessage(refusal, t) });
			return;
		}
		await onChanged(success);
	};
	const mutate = (path: string, method: string, body?: unknown) => () =>
		apiRequest(path, { method, body, locale, idempotencyKey: crypto.randomUUID() });

	const onSetDefault = (board: BoardView) =>
		isPro
			? void run(
					mutate(`/boards/${board.id}`, "PATCH", { isDefault: true }),
					t("boards.madeDefault", { name: board.name }),
				)
			: setDialog({ kind: "upgrade" });
	const onDelete = (board: BoardView, isDeletingTasks: boolean) => {
		setDialog(null);
		void run(
			mutate(`/boards/${board.id}?deleteTasks=${isDeletingTasks}`, "DELETE"),
			t("boards.deleted", { name: board.name }),
		);
	};
	const onSaved = (name: string) => {
		setDialog(null);
		void onChanged(dialog?.kind === "rename" ? t("boards.renamed", { name }) : t("boards.created", { name }));
	};

	return (
		<ProfileSection id="boards-heading" title={t("boards.label")} headingRef={headingRef}>
			<ul className="flex flex-col divide-y divide-border">
				{boards.map((board) => (
					<BoardRow
						key={board.id}
						board={board}
						// Free may rename its default board (its one board), nothing else.
						onRename={() => setDialog(isPro || board.isDefault ? { kind: "rename", board } : { kind: "upgrade" })}
						onSetDefault={() => onSetDefault(board)}
						onDelete={() => setDialog({ kind: "delete", board })}
					/>
				))}
			</ul>
			<FormAlert message={outcome?.isError ? outcome.text : undefined} />
			<div className="flex flex-wrap items-center gap-3">
				<Button variant="secondary" onClick={() => setDialog(isPro ? { kind: "create" } : { kind: "upgrade" })}>
					{t("boards.newBoard")}
				</Button>
				<p role="status" className="text-sm">
					{outcome && !outcome.isError ? outcome.text : null}
				</p>
			</div>
			<Suspense fallback={null}>
				{dialog?.kind === "create" || dialog?.kind === "rename" ? (
					<BoardNameDialog
						key={dialog.kind === "rename" ? dialog.board.id : "new"}
						board={dialog.kind === "rename" ? dialog.board : undefined}
						onOpenChange={onClose}
						onSaved={onSaved}
					/>
				) : null}
				{dialog?.kind === "delete" ? (
					<DeleteBoardDialog
						board={dialog.board}
						defaultBoardName={defaultBoardName}
						onOpenChange={onClose}
						onConfirm={(isDeletingTasks) => onDelete(dialog.board, isDeletingTasks)}
					/>
				) : null}
				{dialog?.kind === "upgrade" ? <UpgradePrompt open onOpenChange={onClose} reason="pro_required" /> : null}
			</Suspense>
		</ProfileSection>
	);
}
