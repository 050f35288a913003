import { type MouseEvent, useRef, useState, useSyncExternalStore } from "react";
import type { PageTask } from "#app/lib/page-task.ts";

/** The selected ids, kept outside React so that each card can subscribe to whether it alone is selected. */
function selectionStore() {
	let ids: ReadonlySet<string> = new Set();
	const listeners = new Set<() => void>();
	return {
		subscribe: (listener: () => void) => {
			listeners.add(listener);
			return () => void listeners.delete(listener);
		},
		getSnapshot: () => ids,
		set: (next: ReadonlySet<string>) => {
			ids = next;
			for (const listener of listeners) listener();
		},
	};
}

export type SelectionStore = ReturnType<typeof selectionStore>;

/**
 * Several tasks at once: Ctrl/⌘-click toggles one, Shift-click selects the range from the last one clicked
 * (in the order shown), and "select mode" makes a plain click or tap toggle, for touch screens.
 */
export function useSelection(visibleTasks: PageTask[]) {
	const [isSelectMode, setSelectMode] = useState(false);
	// Read when a card is clicked, so that the click handler stays one function and the cards need not re-render.
	const latest = useRef({ visibleTasks, isSelectMode, anchorId: null as string | null });
	latest.current.visibleTasks = visibleTasks;
	latest.current.isSelectMode = isSelectMode;
	const [{ store, onCardClick, clear }] = useState(() => {
		const store = selectionStore();
		const select = (ids: ReadonlySet<string>, anchorId: string | null) => {
			store.set(ids);
			latest.current.anchorId = anchorId;
		};
		/** Handles a click on a card; returns whether it was a selection gesture (and so nothing else should happen). */
		const onCardClick = (event: MouseEvent, id: string): boolean => {
			const { anchorId, visibleTasks, isSelectMode } = latest.current;
			const selected = store.getSnapshot();
			if (event.shiftKey && anchorId !== null) {
				const ids = visibleTasks.map((task) => task.id);
				const [from, to] = [ids.indexOf(anchorId), ids.indexOf(id)].sort((a, b) => a - b);
				if (from === undefined || to === undefined || from < 0) return false;
				store.set(new Set([...selected, ...ids.slice(from, to + 1)]));
				return true;
			}
			if (!(event.ctrlKey || event.metaKey || event.shiftKey || isSelectMode)) return false;
			const next = new Set(selected);
			if (!next.delete(id)) next.add(id);
			select(next, id);
			return true;
		};
		return { store, onCardClick, clear: () => select(new Set(), null) };
	});
	const selectedIds = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

	return {
		store,
		// Only tasks still shown: a filtered-out or deleted task is never acted on unseen.
		selectedTasks: visibleTasks.filter((task) => selectedIds.has(task.id)),
		isSelectMode,
		toggleSelectMode: () => {
			if (isSelectMode) clear();
			setSelectMode(!isSelectMode);
		},
		onCardClick,
		clear,
	};
}
