import type { SyntheticEvent } from "react";
import { createContext, use, useCallback, useSyncExternalStore } from "react";
import type { Quadrant } from "#core/constants.ts";

/** The drop target id of a quadrant itself (its empty space and its end). */
export const quadrantDropId = (quadrant: Quadrant) => `quadrant:${quadrant}`;

type NodeRef = (element: HTMLElement | null) => void;

/** What a card takes from dnd-kit's useSortable once drag and drop is loaded. */
export type LiveSortable = {
	listeners: Record<string, (event: SyntheticEvent) => void> | undefined;
	setNodeRef: NodeRef;
	setActivatorNodeRef: NodeRef;
	transform: string | undefined;
	transition: string | undefined;
	isDragging: boolean;
};

/** What a drop target takes from dnd-kit's useDroppable once drag and drop is loaded; `isOver` while it is the target. */
export type LiveDroppable = { setNodeRef: NodeRef; isOver: boolean };

type Entry = LiveSortable | LiveDroppable;

const isSame = (a: Entry | undefined, b: Entry) =>
	a !== undefined && Object.entries(b).every(([key, value]) => (a as Record<string, unknown>)[key] === value);

/**
 * dnd-kit's answers for each card and drop target, written by the hooks of drag-kit.tsx (mounted beside the board
 * once it is loaded) and read by the cards and sections, which therefore never change their own hooks, elements
 * or state when drag and drop arrives: focus, typed text, open menus and a press in progress all stay.
 */
export function createDragStore() {
	const entries = new Map<string, Entry>();
	const subscribers = new Map<string, Set<() => void>>();
	const notify = (key: string) => {
		for (const subscriber of subscribers.get(key) ?? []) subscriber();
	};
	return {
		get: (key: string) => entries.get(key),
		set(key: string, entry: Entry) {
			if (isSame(entries.get(key), entry)) return;
			entries.set(key, entry);
			notify(key);
		},
		delete(key: string) {
			if (entries.delete(key)) notify(key);
		},
		subscribe(key: string, subscriber: () => void) {
			const set = subscribers.get(key) ?? new Set();
			subscribers.set(key, set);
			set.add(subscriber);
			return () => {
				set.delete(subscriber);
			};
		},
	};
}

export type DragStore = ReturnType<typeof createDragStore>;

export const DragStoreContext = createContext<DragStore>(createDragStore());

export const sortableKey = (id: string) => `sortable:${id}`;
export const droppableKey = (id: string) => `droppable:${id}`;

const atRest = () => undefined;

function useEntry(key: string | undefined) {
	const store = use(DragStoreContext);
	const subscribe = useCallback(
		(subscriber: () => void) => (key ? store.subscribe(key, subscriber) : () => {}),
		[store, key],
	);
	return useSyncExternalStore(subscribe, () => (key ? store.get(key) : undefined), atRest);
}

/** The card's drag handlers and motion; undefined at rest (the server, and the browser until a drag may start). */
export const useLiveSortable = (id: string | undefined) =>
	useEntry(id === undefined ? undefined : sortableKey(id)) as LiveSortable | undefined;

export const useLiveDroppable = (id: string | undefined) =>
	useEntry(id === undefined ? undefined : droppableKey(id)) as LiveDroppable | undefined;
