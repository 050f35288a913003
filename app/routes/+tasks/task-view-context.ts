import { createContext, type MouseEvent, use, useSyncExternalStore } from "react";
import type { PageTask } from "#app/lib/page-task.ts";
import type { BoardView } from "#core/boards/board-view.ts";
import type { Locale, Quadrant } from "#core/constants.ts";
import type { Plan } from "#core/plans/plan-name.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";
import type { CardLabels } from "./card-labels.ts";
import type { TimeWindow } from "./time-window.ts";
import type { SelectionStore } from "./use-selection.ts";
import type { TaskActions, UpgradeReason } from "./use-task-actions.ts";

/** The boards of "Show everything": names for the cards' labels, and the default board for new tasks. */
type BoardChoice = { boards: { id: string; name: string }[]; defaultBoardId: string };

/**
 * What a view of the tasks (the four quadrants, the sticky wall) and each of its cards use to show and change
 * tasks. It changes only with the user's view options, plan, boards or language, never with a task or the
 * selection, so a card that reads it re-renders only when every card should.
 */
export type TaskViewValue = {
	actions: TaskActions;
	viewOptions: ViewOptions;
	/** In "Show everything": the boards, to label cards and to ask where a new task goes. */
	allBoards: BoardChoice | null;
	/** The user's boards and plan, for moving a task to another board. */
	boards: BoardView[];
	plan: Plan;
	/** Translated once for the whole page (see card-labels.ts). */
	labels: CardLabels;
	locale: Locale;
	selection: SelectionStore;
	/** A click on a card; returns whether it was a selection gesture (and so nothing else should happen). */
	onCardClick: (event: MouseEvent, id: string) => boolean;
	onAddTask: (quadrant: Quadrant) => void;
	onDeleteAll: (quadrant: Quadrant) => void;
	onEdit: (task: PageTask) => void;
	onUpgradeNeeded: (reason: UpgradeReason) => void;
};

/** The tasks shown, which change with every edit, search and filter: only a view's outer parts read them. */
export type VisibleTasks = {
	/** The tasks left after the search, the time window and "hide completed". */
	tasks: PageTask[];
	isFiltered: boolean;
	/** The window an empty quadrant names ("Nothing overdue here."); null without one, or while searching. */
	emptyWindow: Exclude<TimeWindow, "all"> | null;
};

export const TaskViewContext = createContext<TaskViewValue | null>(null);
export const VisibleTasksContext = createContext<VisibleTasks | null>(null);

export function useTaskView(): TaskViewValue {
	return use(TaskViewContext) as TaskViewValue;
}

export function useVisibleTasks(): VisibleTasks {
	return use(VisibleTasksContext) as VisibleTasks;
}

/** Whether one task is selected; only the cards whose answer changes re-render when the selection does. */
export function useIsSelected(id: string): boolean {
	const { selection } = useTaskView();
	const isSelected = () => selection.getSnapshot().has(id);
	return useSyncExternalStore(selection.subscribe, isSelected, isSelected);
}
