import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import { onConflict } from "#app/lib/change-queue/queue-status.ts";
import { type PackedPageTasks, type PageTask, unpackPageTasks } from "#app/lib/page-task.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { BoardView } from "#core/boards/board-view.ts";
import type { Quadrant } from "#core/constants.ts";
import { proFeatureRefusal } from "#core/plans/plan-gates.ts";
import type { Plan } from "#core/plans/plan-name.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";
import type { TaskFields } from "#core/tasks/task-view.ts";
import { BoardSelector } from "./board-selector.tsx";
import { cardLabels } from "./card-labels.ts";
import { ExamplesNotice } from "./examples-notice.tsx";
import { rememberBoard } from "./last-board.ts";
import { matchesSearch } from "./matches-search.ts";
import { NEW_TASK } from "./new-task.ts";
import { type Now, NowProvider } from "./now-context.ts";
import { orderInQuadrants } from "./quadrant-order.ts";
import { TaskToolbar } from "./task-toolbar.tsx";
import { TaskViewContext, type TaskViewValue, VisibleTasksContext } from "./task-view-context.ts";
import { isInTimeWindow } from "./time-window.ts";
import { UnsentChanges } from "./unsent-changes.tsx";
import { useEscalationNotices } from "./use-escalation-notices.ts";
import { useLiveBoards } from "./use-live-boards.ts";
import { usePageTasks } from "./use-page-tasks.ts";
import { useRepeatDescriber } from "./use-repeat-describer.ts";
import { useSelection } from "./use-selection.ts";
import { type UpgradeReason, useTaskActions } from "./use-task-actions.ts";
import { useTaskSearch } from "./use-task-search.ts";
import { useTaskShortcuts } from "./use-task-shortcuts.ts";
import { useTimeWindow } from "./use-time-window.ts";
import { useViewOptions } from "./use-view-options.ts";

const TaskEditorDialog = lazy(() => import("./task-editor-dialog.tsx"));
const UpgradePrompt = lazy(() => import("#app/components/upgrade-prompt.tsx"));
const ShortcutsDialog = lazy(() => import("./shortcuts-dialog.tsx"));
const SelectionBar = lazy(() => import("./selection-bar.tsx"));
const ConfirmDialog = lazy(() =>
	import("#app/components/ui/alert-dialog.tsx").then((module) => ({ default: module.ConfirmDialog })),
);

export type TaskPageData = {
	/** The board shown, or null for "Show everything". */
	board: BoardView | null;
	boards: BoardView[];
	/** As the loader sends them (page-task.ts): unpacked once per loader answer. */
	tasks: PackedPageTasks;
	viewOptions: ViewOptions;
	plan: Plan;
	freeTasksPerQuadrant: number;
	/** The change log's position the data was read at: live changes after it are applied on top. */
	syncPosition: number;
	/** The user's date and time when the server rendered (in the zone the settings store), for the time window. */
	now?: Now;
	/** Whose tasks: the changes this device keeps unsent are the user's own. */
	userId: string;
	/** The loaded tasks' repeat rules in words (card-labels.ts). */
	repeatLabels?: Record<string, string>;
};

type Props = TaskPageData & {
	title: string;
	/** The view itself, which reads what it needs with useTaskView() and useVisibleTasks(). */
	children: ReactNode;
	/** A view's own controls, at the end of the toolbar. */
	toolbarExtra?: ReactNode;
	/** Whether the view has a phone layout of its own to offer in the view options (the matrix's 2×2 grid). */
	hasPhoneGrid?: boolean;
};

const NO_LABELS: Record<string, string> = {};

type Editing = { mode: "create"; quadrant: Quadrant } | { mode: "edit"; task: PageTask };

/**
 * The page shell of the tasks, shared by /matrix and /sticky: the store, the optimistic actions with the plan's
 * limits, the toolbar, selection, shortcuts, the editor and the prompts. Only the view in the middle differs.
 */
export function TaskPage(props: Props) {
	const { t } = useTranslation();
	return (
		<ToastProvider label={t("toast.region")} itemLabel={t("toast.item")}>
			<TaskPageShell {...props} />
		</ToastProvider>
	);
}

function TaskPageShell({
	board: loadedBoard,
	boards: loadedBoards,
	tasks: packedTasks,
	viewOptions: loadedViewOptions,
	plan,
	freeTasksPerQuadrant,
	syncPosition,
	now: serverNow,
	userId,
	repeatLabels = NO_LABELS,
	title,
	children,
	toolbarExtra,
	hasPhoneGrid = false,
}: Props) {
	const { t } = useTranslation();
	const locale = useLocale();
	const { board, boards } = useLiveBoards(loadedBoard, loadedBoards, syncPosition);
	const loadedTasks = useMemo(() => unpackPageTasks(packedTasks), [packedTasks]);
	const [store, tasks] = usePageTasks(loadedTasks, loadedBoard?.id ?? null, syncPosition);
	const [upgradeReason, setUpgradeReason] = useState<UpgradeReason | null>(null);
	const [editing, setEditing] = useState<Editing | null>(null);
	const [isHelpOpen, setHelpOpen] = useState(false);
	const [quadrantToClear, setQuadrantToClear] = useState<Quadrant | null>(null);
	const [search, onSearch] = useTaskSearch();
	const { timeWindow, now, onTimeWindow } = useTimeWindow(serverNow);
	const [viewOptions, onChangeViewOption] = useViewOptions(loadedViewOptions, syncPosition, userId);
	const defaultBoardId = boards.find((candidate) => candidate.isDefault)?.id ?? board?.id ?? "";
	const actions = useTaskActions({
		store,
		userId,
		defaultBoardId: board?.id ?? defaultBoardId,
		isShowingEverything: board === null,
		plan,
		freeTasksPerQuadrant,
		onUpgradeNeeded: setUpgradeReason,
	});
	useEffect(() => rememberBoard(board?.id ?? "all"), [board]);
	// Once per store: the changes a reload (or another of the user's tabs) left unsent, shown again and sent.
	const replayedStore = useRef<typeof store | null>(null);
	useEffect(() => {
		if (replayedStore.current === store) return;
		replayedStore.current = store;
		void actions.replayQueued();
	}, [store, actions]);
	useEffect(() => onConflict(actions.offerConflictUndo), [actions]);

	const isSearching = search.trim() !== "";
	// Hidden completed tasks are no filter an empty quadrant names: it has nothing left to do, and says its own text.
	const isFiltered = isSearching || timeWindow !== "all";
	// The clock matters only with a window: with All, its ticks leave the visible tasks (and the board) alone.
	const windowNow = timeWindow === "all" ? null : now;
	const visible = useMemo(() => {
		const shown = (task: PageTask) =>
			!(viewOptions.hideCompleted && task.status === "done") &&
			(windowNow === null || isInTimeWindow(task, timeWindow, windowNow)) &&
			matchesSearch(task, search);
		// A search that finds nothing says "no matches"; a window alone says what it left out.
		const emptyWindow = timeWindow === "all" || isSearching ? null : timeWindow;
		return { tasks: orderInQuadrants(tasks.filter(shown), viewOptions.quadrantSort), isFiltered, emptyWindow };
	}, [
		tasks,
		viewOptions.hideCompleted,
		viewOptions.quadrantSort,
		search,
		isSearching,
		isFiltered,
		timeWindow,
		windowNow,
	]);
	const selection = useSelection(visible.tasks);

	const onEdit = useCallback((task: PageTask) => setEditing({ mode: "edit", task }), []);
	const describe = useRepeatDescriber(tasks, repeatLabels);
	useTaskShortcuts({ tasks, actions, onEdit, onHelp: () => setHelpOpen(true) });

	// One value for every card: it changes only when all of them should re-render (see task-view-context.ts).
	const view = useMemo<TaskViewValue>(
		() => ({
			actions,
			viewOptions,
			allBoards: board === null ? { boards, defaultBoardId } : null,
			boards,
			plan,
			labels: cardLabels(t, locale, repeatLabels, describe),
			locale,
			selection: selection.store,
			onCardClick: selection.onCardClick,
			onAddTask: (quadrant) =>
				actions.hasRoom(quadrant) ? setEditing({ mode: "create", quadrant }) : setUpgradeReason("plan_limit"),
			onDeleteAll: (quadrant) =>
				proFeatureRefusal(plan) === null ? setQuadrantToClear(quadrant) : setUpgradeReason("pro_required"),
			onEdit,
			onUpgradeNeeded: setUpgradeReason,
		}),
		[
			actions,
			viewOptions,
			board,
			boards,
			defaultBoardId,
			plan,
			t,
			locale,
			selection.store,
			selection.onCardClick,
			onEdit,
			repeatLabels,
			describe,
		],
	);
	useEscalationNotices(tasks, actions, view.labels);

	const onSaveEditor = (values: TaskFields) => {
		if (editing?.mode === "edit") void actions.update(editing.task, values);
		else void actions.add(values);
	};
	const editedWith = { tasks, store, onLoadLatest: onEdit, checklistWith: actions.checklistWith };
	// "Clear the examples" removes its own button: focus goes to the page's heading rather than to nowhere.
	const headingRef = useRef<HTMLHeadingElement>(null);
	const clearExamples = () => {
		headingRef.current?.focus();
		void actions.clearExamples();
	};
	const clearCount = quadrantToClear ? tasks.filter((task) => task.quadrant === quadrantToClear).length : 0;

	return (
		<div className="flex flex-col gap-4">
			<div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
				<h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight focus:outline-none">
					{title}
				</h1>
				<div className="print:hidden">
					<BoardSelector
						board={board}
						boards={boards}
						plan={plan}
						userId={userId}
						onUpgradeNeeded={() => setUpgradeReason("pro_required")}
					/>
				</div>
				<UnsentChanges />
			</div>
			<TaskToolbar
				search={search}
				onSearch={onSearch}
				timeWindow={timeWindow}
				onTimeWindow={onTimeWindow}
				viewOptions={viewOptions}
				onChangeViewOption={onChangeViewOption}
				isSelecting={selection.isSelectMode}
				onToggleSelecting={selection.toggleSelectMode}
				onHelp={() => setHelpOpen(true)}
				hasPhoneGrid={hasPhoneGrid}
			>
				{toolbarExtra}
			</TaskToolbar>
			{tasks.some((task) => task.isExample) ? <ExamplesNotice onClear={clearExamples} /> : null}
			{viewOptions.quadrantSort === "manual" ? null : (
				<p className="sort-note text-sm text-muted print:hidden">
					{t(`viewOptions.sortedNote.${viewOptions.quadrantSort}`)}
				</p>
			)}
			{selection.selectedTasks.length > 0 ? (
				<Suspense fallback={null}>
					<SelectionBar tasks={selection.selectedTasks} actions={actions} onClear={selection.clear} />
				</Suspense>
			) : null}
			<TaskViewContext value={view}>
				<VisibleTasksContext value={visible}>
					<NowProvider>{children}</NowProvider>
				</VisibleTasksContext>
			</TaskViewContext>
			<Suspense fallback={null}>
				{editing ? (
					<TaskEditorDialog
						open
						onOpenChange={(open) => !open && setEditing(null)}
						mode={editing.mode}
						initial={editing.mode === "edit" ? editing.task : { ...NEW_TASK, quadrant: editing.quadrant }}
						onSubmit={onSaveEditor}
						edited={editing.mode === "edit" ? { ...editedWith, edited: editing.task } : undefined}
					/>
				) : null}
				{upgradeReason ? (
					<UpgradePrompt
						open
						onOpenChange={(open) => !open && setUpgradeReason(null)}
						reason={upgradeReason}
						limit={freeTasksPerQuadrant}
					/>
				) : null}
				{isHelpOpen ? <ShortcutsDialog open onOpenChange={setHelpOpen} /> : null}
				{quadrantToClear ? (
					<ConfirmDialog
						open
						onOpenChange={(open) => !open && setQuadrantToClear(null)}
						title={t("matrix.deleteAllTitle", { quadrant: t(`quadrants.${quadrantToClear}.name`) })}
						description={t("matrix.deleteAllDescription", { count: clearCount })}
						confirmLabel={t("matrix.deleteAllConfirm", { count: clearCount })}
						cancelLabel={t("common.cancel")}
						isDestructive
						onConfirm={() => void actions.removeQuadrant(quadrantToClear)}
					/>
				) : null}
			</Suspense>
		</div>
	);
}
