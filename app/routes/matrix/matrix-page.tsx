import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import { type ClientTask, TaskStore } from "#app/lib/task-store.ts";
import type { Plan } from "#core/plans/plan-name.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";
import type { Quadrant } from "#core/tasks/quadrants.ts";
import { BoardSelector, type BoardSummary } from "./board-selector.tsx";
import { BoardsContext } from "./boards-context.ts";
import { rememberBoard } from "./last-board.ts";
import { matchesSearch } from "./matches-search.ts";
import { MatrixBoard } from "./matrix-board.tsx";
import { MatrixToolbar } from "./matrix-toolbar.tsx";
import { NowProvider } from "./now-context.ts";
import { SelectionBar } from "./selection-bar.tsx";
import type { TaskEditorValues } from "./task-editor-values.ts";
import { useMatrixShortcuts } from "./use-matrix-shortcuts.ts";
import { useSelection } from "./use-selection.ts";
import { type UpgradeReason, useTaskActions } from "./use-task-actions.ts";
import { useViewOptions } from "./use-view-options.ts";

const TaskEditorDialog = lazy(() => import("./task-editor-dialog.tsx"));
const UpgradePrompt = lazy(() => import("#app/components/upgrade-prompt.tsx"));
const ShortcutsDialog = lazy(() => import("./shortcuts-dialog.tsx"));
const ConfirmDialog = lazy(() =>
	import("#app/components/ui/alert-dialog.tsx").then((module) => ({ default: module.ConfirmDialog })),
);

type Props = {
	/** The board shown, or null for "Show everything". */
	board: { id: string; name: string } | null;
	boards: BoardSummary[];
	tasks: ClientTask[];
	viewOptions: ViewOptions;
	plan: Plan;
	freeTasksPerQuadrant: number;
};

type Editing = { mode: "create"; quadrant: Quadrant } | { mode: "edit"; task: ClientTask };

export function MatrixPage(props: Props) {
	const { t } = useTranslation();
	return (
		<ToastProvider label={t("toast.region")} itemLabel={t("toast.item")}>
			<Matrix {...props} />
		</ToastProvider>
	);
}

function Matrix({
	board,
	boards,
	tasks: loadedTasks,
	viewOptions: loadedViewOptions,
	plan,
	freeTasksPerQuadrant,
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
	const [search, setSearch] = useState("");
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
		plan === "pro" ? setQuadrantToClear(quadrant) : setUpgradeReason("pro_required");
	const onEdit = (task: ClientTask) => setEditing({ mode: "edit", task });

	useMatrixShortcuts({ tasks, actions, onEdit, onHelp: () => setHelpOpen(true) });

	const onSaveEditor = (values: TaskEditorValues) => {
		if (editing?.mode === "edit") void actions.update(editing.task, values);
		else void actions.add(values);
	};
	const clearCount = quadrantToClear ? tasks.filter((task) => task.quadrant === quadrantToClear).length : 0;

	return (
		<div className="flex flex-col gap-4">
			<div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
				<h1 className="text-2xl font-semibold tracking-tight">{t("pages.matrix.title")}</h1>
				<BoardSelector
					board={board}
					boards={boards}
					plan={plan}
					onUpgradeNeeded={() => setUpgradeReason("pro_required")}
				/>
			</div>
			<MatrixToolbar
				search={search}
				onSearch={setSearch}
				viewOptions={viewOptions}
				onChangeViewOption={onChangeViewOption}
				isSelecting={selection.isSelectMode}
				onToggleSelecting={selection.toggleSelectMode}
				onHelp={() => setHelpOpen(true)}
			/>
			{selection.selectedTasks.length > 0 ? (
				<SelectionBar tasks={selection.selectedTasks} actions={actions} onClear={selection.clear} />
			) : null}
			<BoardsContext value={boardsContext}>
				<NowProvider>
					<MatrixBoard
						allBoards={board === null ? { boards, defaultBoardId } : null}
						tasks={visibleTasks}
						viewOptions={viewOptions}
						actions={actions}
						selection={selection}
						isFiltered={search.trim() !== "" || viewOptions.hideCompleted}
						onAddTask={onAddTask}
						onDeleteAll={onDeleteAll}
						onEdit={onEdit}
					/>
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
