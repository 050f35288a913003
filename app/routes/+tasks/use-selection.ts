import { type MouseEvent, useState } from "react";
import type { TaskView } from "#core/tasks/task-view.ts";

/**
 * Several tasks at once: Ctrl/⌘-click toggles one, Shift-click selects the range from the last one clicked
 * (in the order shown), and "select mode" makes a plain click or tap toggle, for touch screens.
 */
export function useSelection(visibleTasks: TaskView[]) {
	const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
	const [anchorId, setAnchorId] = useState<string | null>(null);
	const [isSelectMode, setSelectMode] = useState(false);

	const toggle = (id: string) => {
		const next = new Set(selectedIds);
		if (next.has(id)) next.delete(id);
		else next.add(id);
		setSelectedIds(next);
		setAnchorId(id);
	};

	/** Handles a click on a card; returns whether it was a selection gesture (and so nothing else should happen). */
	const onCardClick = (event: MouseEvent, id: string): boolean => {
		if (event.shiftKey && anchorId !== null) {
			const ids = visibleTasks.map((task) => task.id);
			const [from, to] = [ids.indexOf(anchorId), ids.indexOf(id)].sort((a, b) => a - b);
			if (from === undefined || to === undefined || from < 0) return false;
			setSelectedIds(new Set([...selectedIds, ...ids.slice(from, to + 1)]));
			return true;
		}
		if (event.ctrlKey || event.metaKey || event.shiftKey || isSelectMode) {
			toggle(id);
			return true;
		}
		return false;
	};

	const clear = () => {
		setSelectedIds(new Set());
		setAnchorId(null);
	};

	return {
		selectedIds,
		// Only tasks still shown: a filtered-out or deleted task is never acted on unseen.
		selectedTasks: visibleTasks.filter((task) => selectedIds.has(task.id)),
		isSelectMode,
		toggleSelectMode: () => {
			if (isSelectMode) clear();
			setSelectMode(!isSelectMode);
		},
		toggle,
		onCardClick,
		clear,
	};
}

export type Selection = ReturnType<typeof useSelection>;
