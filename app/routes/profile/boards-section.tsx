import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { FormAlert } from "#app/components/form-alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { isPlanRefusal, type Mutation, mutate, replayQueued } from "#app/lib/change-queue/queue-change.ts";
import type { Shown } from "#app/lib/change-queue/queued-change.ts";
import { refusalMessage } from "#app/lib/refusal-message.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { BoardView } from "#core/boards/board-view.ts";
import { proFeatureRefusal } from "#core/plans/plan-gates.ts";
import type { Plan } from "#core/plans/plan-name.ts";
import { BoardRow } from "./board-row.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { applyQueuedBoard } from "./queued-boards.ts";

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

type BoardShown = Extract<Shown, { kind: "board" | "boardRemoved" }>;
const isBoardShown = (shown: Shown): shown is BoardShown => shown.kind === "board" || shown.kind === "boardRemoved";

/**
 * The user's boards: create, rename, make default, delete. On Free, what needs Pro opens the upgrade prompt instead
 * of asking the server (which would refuse); renaming the default board and deleting are open to everyone. A change
 * shows at once and is kept on this device until the server has it (ADR 0034), offline too.
 */
export function BoardsSection({ boards: loaded, plan, userId }: { boards: BoardView[]; plan: Plan; userId: string }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const revalidator = useRevalidator();
	const headingRef = useRef<HTMLHeadingElement>(null);
	/** The changes not answered yet, shown on top of the loaded list. */
	const [pending, setPending] = useState<BoardShown[]>([]);
	const boards = useMemo(() => pending.reduce(applyQueuedBoard, loaded), [pending, loaded]);
	/** The list as it was when a change was made, until the current one has rendered. */
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

	/** Shows `shown` until the answer: then the list is read again, or the change undone with the refusal. */
	const track = (shown: BoardShown, answer: Promise<unknown>, success?: string) => {
		listBeforeChange.current = boards;
		setPending((current) => [...current, shown]);
		const settle = () => setPending((current) => current.filter((other) => other !== shown));
		answer.then(
			async () => {
				await revalidator.revalidate();
				settle();
				if (success) setOutcome({ isError: false, text: success });
			},
			(refusal: unknown) => {
				settle();
				if (isPlanRefusal(refusal)) setDialog({ kind: "upgrade" });
				else setOutcome({ isError: true, text: refusalMessage(refusal, t) });
			},
		);
		setOutcome(navigator.onLine ? undefined : { isError: false, text: t("offlineChanges.kept") });
	};
	const send = (change: Mutation<"board.update" | "board.delete"> & { shown: BoardShown }, success: string) =>
		track(change.shown, mutate(userId, locale, change), success);

	// Once: the board changes a reload found unsent are shown again on top of the loaded list.
	const isReplayed = useRef(false);
	useEffect(() => {
		if (isReplayed.current) return;
		isReplayed.current = true;
		void replayQueued(userId, locale, isBoardShown, (shown, answer) => track(shown, answer));
	});

	const onSetDefault = (board: BoardView) =>
		isPro
			? send(
					{
						name: "board.update",
						args: { id: board.id, isDefault: true },
						shown: { kind: "board", board: { id: board.id, isDefault: true } },
					},
					t("boards.madeDefault", { name: board.name }),
				)
			: setDialog({ kind: "upgrade" });
	const onDelete = (board: BoardView, isDeletingTasks: boolean) => {
		setDialog(null);
		send(
			{
				name: "board.delete",
				args: { id: board.id, deleteTasks: isDeletingTasks ? "true" : "false" },
				shown: { kind: "boardRemoved", id: board.id },
			},
			t("boards.deleted", { name: board.name }),
		);
	};
	const onSaved = (shown: Extract<Shown, { kind: "board" }>, answer: Promise<unknown>) => {
		setDialog(null);
		const name = shown.board.name;
		track(shown, answer, dialog?.kind === "rename" ? t("boards.renamed", { name }) : t("boards.created", { name }));
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
						userId={userId}
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
