import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { KeyboardEvent } from "react";
import type { PageTask } from "#app/lib/page-task.ts";
import { useIsSelected, useTaskView } from "./task-view-context.ts";

/**
 * The id of the drag instructions every card is described by: the views give it to their DndContext, so the
 * server's cards name the same element as the browser's (dnd-kit's own id counts up with each render of the
 * server process, so every page after its first pointed at an element that does not exist).
 */
export const DRAG_INSTRUCTIONS_ID = "task-drag-instructions";

const ignoreNode = () => {};

/**
 * What useSortable answers for an item at rest, without its hooks: nothing is dragged during a server render, and
 * its dozen hooks per card were most of a card's own render time (4–5 % of a page of 200). The browser runs the real
 * one (a module is only ever loaded on one side, so the hooks called never change between renders).
 */
function useSortableAtRest({ disabled }: { id: string; disabled: boolean }) {
	return {
		attributes: {
			role: "button",
			tabIndex: 0,
			"aria-disabled": disabled,
			"aria-pressed": undefined,
			"aria-roledescription": "sortable",
			"aria-describedby": DRAG_INSTRUCTIONS_ID,
		},
		listeners: undefined,
		setNodeRef: ignoreNode,
		setActivatorNodeRef: ignoreNode,
		transform: null,
		transition: undefined,
		isDragging: false,
	};
}

const useCardSortable = typeof document === "undefined" ? useSortableAtRest : useSortable;

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
	const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useCardSortable(
		{
			id: task.id,
			disabled: isStatic,
		},
	);
	// The card stays an article (its name is the title); the drag library's button role and pressed state do not fit it.
	// aria-disabled="false" says what its absence says: 200 cards are 200 attributes fewer for the server to write.
	const { role: _role, "aria-pressed": _pressed, "aria-disabled": isDisabled, ...dragAttributes } = attributes;
	const titleId = `${idPrefix}-${task.id}`;
	const factsId = `${titleId}-facts`;
	const transformStyle = CSS.Translate.toString(transform);
	return {
		view,
		titleId,
		factsId,
		isSelected,
		isDragging,
		isDone: task.status === "done",
		boardName: view.allBoards?.boards.find((board) => board.id === task.boardId)?.name,
		// No style at rest: an empty one is still work for the server's render of every card.
		itemProps: {
			ref: setNodeRef,
			style: transformStyle || transition ? { transform: transformStyle, transition } : undefined,
		},
		handleProps: {
			ref: setActivatorNodeRef,
			...dragAttributes,
			"aria-disabled": isDisabled || undefined,
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
