import type { KeyboardEvent } from "react";
import type { PageTask } from "#app/lib/page-task.ts";
import { useLiveSortable } from "./drag-store.ts";
import { useIsSelected, useTaskView } from "./task-view-context.ts";

/**
 * The id of the drag instructions every card is described by (drag-instructions.tsx): rendered by the views with
 * their cards, so the server's cards name an element that exists before dnd-kit is loaded.
 */
export const DRAG_INSTRUCTIONS_ID = "task-drag-instructions";

type Options = {
	/** Prefixes the title's id, which names the card (with the facts taskTags renders). */
	idPrefix: string;
	/** Nothing to drag where the order is not the user's (the sticky wall by due date). */
	isStatic?: boolean;
};

/**
 * What a card of either view shares: the card itself is the drag handle (mouse, touch, or Space to pick it up
 * with the keyboard) and Enter opens the editor; whether it is selected; its board's name in "Show everything".
 */
export function useTaskCard(task: PageTask, { idPrefix, isStatic = false }: Options) {
	const view = useTaskView();
	const isSelected = useIsSelected(task.id);
	// Nothing to drag on a static card: it never has a live sortable (drag-kit.tsx mounts none for it).
	const live = useLiveSortable(isStatic ? undefined : task.id);
	const listeners = live?.listeners;
	const titleId = `${idPrefix}-${task.id}`;
	const factsId = `${titleId}-facts`;
	return {
		view,
		titleId,
		factsId,
		isSelected,
		isDragging: live?.isDragging ?? false,
		isDone: task.status === "done",
		boardName: view.allBoards?.boards.find((board) => board.id === task.boardId)?.name,
		// No style at rest: an empty one is still work for the server's render of every card.
		itemProps: {
			ref: live?.setNodeRef,
			style:
				live?.transform || live?.transition ? { transform: live.transform, transition: live.transition } : undefined,
		},
		handleProps: {
			ref: live?.setActivatorNodeRef,
			// What dnd-kit's useSortable gives, at rest as when loaded, but the button role and pressed state: the card
			// stays an article (its name is the title). aria-disabled="false" says what its absence says.
			tabIndex: 0,
			"aria-disabled": isStatic || undefined,
			"aria-describedby": DRAG_INSTRUCTIONS_ID,
			...listeners,
			"aria-roledescription": view.labels.roleDescription,
			// The title, then what taskTags keeps for screen readers: example, priority and status.
			"aria-labelledby": `${titleId} ${factsId}`,
			"data-task-id": task.id,
		},
		onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
			listeners?.onKeyDown?.(event);
			if (event.key === "Enter" && event.target === event.currentTarget && !event.defaultPrevented) {
				event.preventDefault();
				view.onEdit(task);
			}
		},
	};
}
