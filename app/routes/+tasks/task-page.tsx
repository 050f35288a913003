import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import { SEARCH_PARAM } from "#app/lib/search-param.ts";
import { TaskStore } from "#app/lib/task-store.ts";
import type { BoardView } from "#core/boards/board-view.ts";
import type { Quadrant } from "#core/constants.ts";
import { proFeatureRefusal } from "#core/plans/plan-gates.ts";
import type { Plan } from "#core/plans/plan-name.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";
import type { TaskFields, TaskView } from "#core/tasks/task-view.ts";
import { BoardSelector } from "./board-selector.tsx";
import { BoardsContext } from "./boards-context.ts";
import { rememberBoard } from "./last-board.ts";
import { matchesSearch } from "./matches-search.ts";
import { NowProvider } from "./now-context.ts";
import { SelectionBar } from "./selection-bar.tsx";
import { TaskToolbar } from "./task-toolbar.tsx";
import { type Selection, useSelection } from "./use-selection.ts";
import { type TaskActions, type UpgradeReason, useTaskActions } from "./use-task-actions.ts";
import { useTaskShortcuts } from "./use-task-shortcuts.ts";
import { useViewOptions } from "./use-view-options.ts";

const TaskEditorDialog = lazy(() => import("./task-editor-dialog.tsx"));
const UpgradePrompt = lazy(() => import("#app/components/upgrade-prompt.tsx"));
const ShortcutsDialog = lazy(() => import("./shortcuts-dialog.tsx"));
const ConfirmDialog = lazy(() =>
	import("#app/components/ui/alert-dialog.tsx").then((module) => ({ default: module.ConfirmDialog })),
);

/** The boards of "Show everything": names for the cards' labels, and the default board for new tasks. */
export type BoardChoice = { boards: { id: string; name: string }[]; defaultBoardId: string };

/** What a view of the tasks (the four quadrants, the sticky wall) is given to show and change them. */
export type TaskViewProps = {
	/** The tasks left after the search and "hide completed". */
	tasks: TaskView[];
	/** In "Show everything": the boards, to label cards and to ask where a new task goes. */
	allBoards: BoardChoice | null;
	viewOptions: ViewOptions;
	actions: TaskActions;
	selection: Selection;
	isFiltered: boolean;
	onAddTask: (quadrant: Quadrant) => void;
	onDeleteAll: (quadrant: Quadrant) => void;
	onEdit: (task: TaskView) => void;
};

export type TaskPageData = {
	/** The board shown, or null for "Show everything". */
	board: BoardView | null;
	boards: BoardView[];
	tasks: TaskView[];
	viewOptions: ViewOptions;
	plan: Plan;
	freeTasksPerQuadrant: number;
};

type Props = TaskPageData & {
	title: string;
	/** The view itself; everything around it (toolbar, editor, prompts, shortcuts) is the same for every view. */
	renderView: (view: TaskViewProps) => ReactNode;
	/** A view's own controls, at the end of the toolbar. */
	toolbarExtra?: ReactNode;
};

type Editing = { mode: "create"; quadrant: Quadrant } | { mode: "edit"; task: TaskView };

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
	board,
	boards,
	tasks: loadedTasks,
	viewOptions: loadedViewOptions,
	plan,
	freeTasksPerQuadrant,
	title,
	renderView,
	toolbarExtra,
}: Props) {
	const { t } = useTranslation();
	const [store] = useState(() => new TaskStore(loadedTasks));
	const seededWith = useRef(loadedTasks);
	useEffect(() => {
		// New loader data (a revalidation) replaces what the server confirmed; the first render already has it.
		if (seededWith.current === loadedTasks) return;
		seededWith.current = loadedTasks;
		store.reset(loadedTasks);
	}, [store, loadedTasks]);
	const tasks = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

	const [upgradeReason, setUpgradeReason] = useState<UpgradeReason | null>(null);
	const [editing, setEditing] = useState<Editing | null>(null);
	const [isHelpOpen, setHelpOpen] = useState(false);
	const [quadrantToClear, setQuadrantToClear] = useState<Quadrant | null>(null);
	const [searchParams, setSearchParams] = useSearchParams();
	const [search, setSearch] = useState(() => searchParams.get(SEARCH_PARAM) ?? "");
	const onSearch = (query: string) => {
		setSearch(query);
		// Kept in the address (replacing, not adding history) so the other view and a reload keep it.
		setSearchParams(
			(params) => {
				if (query === "") params.delete(SEARCH_PARAM);
				else params.set(SEARCH_PARAM, query);
				return params;
			},
			{ replace: true, preventScrollReset: true },
		);
	};
	const [viewOptions, onChangeViewOption] = useViewOptions(loadedViewOptions);
	const defaultBoardId = boards.find((candidate) => candidate.isDefault)?.id ?? board?.id ?? "";
	const actions = useTaskActions({
		store,
		defaultBoardId: board?.id ?? defaultBoardId,
		isShowingEverything: board === null,
		plan,
		freeTasksPerQuadrant,
		onUpgradeNeeded: setUpgradeReason,
	});
	useEffect(() => rememberBoard(board?.id ?? "all"), [board]);
	const boardsContext = useMemo(
		() => ({ boards, plan, onUpgradeNeeded: () => setUpgradeReason("pro_required") }),
		[boards, plan],
	);

	const visibleTasks = useMemo(
		() => tasks.filter((task) => !(viewOptions.hideCompleted && task.status === "done") && matchesSearch(task, search)),
		[tasks, viewOptions.hideCompleted, search],
	);
	const selection = useSelection(visibleTasks);

	const onAddTask = (quadrant: Quadrant) =>
		actions.hasRoom(quadrant) ? setEditing({ mode: "create", quadrant }) : setUpgradeReason("plan_limit");
	const onDeleteAll = (quadrant: Quadrant) =>
		proFeatureRefusal(plan) === null ? setQuadrantToClear(quadrant) : setUpgradeReason("pro_required");
	const onEdit = (task: TaskView) => setEditing({ mode: "edit", task });

	useTaskShortcuts({ tasks, actions, onEdit, onHelp: () => setHelpOpen(true) });

	const onSaveEditor = (values: TaskFields) => {
		if (editing?.mode === "edit") void actions.update(editing.task, values);
		else void actions.add(values);
	};
	const clearCount = quadrantToClear ? tasks.filter((task) => task.quadrant === quadrantToClear).length : 0;

	return (
		<div className="flex flex-col gap-4">
			<div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
				<h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
				<div className="print:hidden">
					<BoardSelector
						board={board}
						boards={boards}
						plan={plan}
						onUpgradeNeeded={() => setUpgradeReason("pro_required")}
					/>
				</div>
			</div>
			<TaskToolbar
				search={search}
				onSearch={onSearch}
				viewOptions={viewOptions}
				onChangeViewOption={onChangeViewOption}
				isSelecting={selection.isSelectMode}
				onToggleSelecting={selection.toggleSelectMode}
				onHelp={() => setHelpOpen(true)}
			>
				{toolbarExtra}
			</TaskToolbar>
			{selection.selectedTasks.length > 0 ? (
				<div className="print:hidden">
					<SelectionBar tasks={selection.selectedTasks} actions={actions} onClear={selection.clear} />
				</div>
			) : null}
			<BoardsContext value={boardsContext}>
				<NowProvider>
					{renderView({
						allBoards: board === null ? { boards, defaultBoardId } : null,
						tasks: visibleTasks,
						viewOptions,
						actions,
						selection,
						isFiltered: search.trim() !== "" || viewOptions.hideCompleted,
						onAddTask,
						onDeleteAll,
						onEdit,
					})}
				</NowProvider>
			</BoardsContext>
			<Suspense fallback={null}>
				{editing ? (
					<TaskEditorDialog
						open
						onOpenChange={(open) => !open && setEditing(null)}
						mode={editing.mode}
						initial={editing.mode === "edit" ? editing.task : { ...NEW_TASK, quadrant: editing.quadrant }}
						onSubmit={onSaveEditor}
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

const NEW_TASK = {
	title: "",
	description: "",
	status: "todo",
	priority: "medium",
	dueDate: null,
	dueTime: null,
} as const;
