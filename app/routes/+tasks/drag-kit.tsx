import {
	type CollisionDetection,
	DndContext,
	DragOverlay,
	pointerWithin,
	rectIntersection,
	useDndContext,
	useDroppable,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type ReactNode, useEffect, useLayoutEffect } from "react";
import type { PageTask } from "#app/lib/page-task.ts";
import { type DragStore, droppableKey, sortableKey } from "./drag-store.ts";
import { DRAG_INSTRUCTIONS_ID } from "./use-task-card.ts";
import { useTaskDnd } from "./use-task-dnd.ts";
import { useTaskIds } from "./use-task-ids.ts";

/** A list of cards in the user's order: its SortableContext, and the drop target of its empty space and end. */
type DragGroup = { id: string; dropId: string; tasks: PageTask[]; layout: "list" | "grid" };

type StoreProps = { store: DragStore };

function SortableCard({ id, store }: StoreProps & { id: string }) {
	const { listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
	const transformStyle = CSS.Translate.toString(transform) || undefined;
	useLayoutEffect(() => {
		store.set(sortableKey(id), {
			listeners: listeners as Record<string, never> | undefined,
			setNodeRef,
			setActivatorNodeRef,
			transform: transformStyle,
			transition,
			isDragging,
		});
	});
	useLayoutEffect(() => () => store.delete(sortableKey(id)), [store, id]);
	return null;
}

/** A group's drop target: "over" while the dragged card is over its space or over one of its cards. */
function DropTarget({ id, taskIds, store }: StoreProps & { id: string; taskIds: string[] }) {
	const { setNodeRef } = useDroppable({ id });
	const { over } = useDndContext();
	const isOver = over !== null && (over.id === id || taskIds.includes(String(over.id)));
	useLayoutEffect(() => store.set(droppableKey(id), { setNodeRef, isOver }));
	useLayoutEffect(() => () => store.delete(droppableKey(id)), [store, id]);
	return null;
}

function Group({ group, store }: StoreProps & { group: DragGroup }) {
	const ids = useTaskIds(group.tasks);
	return (
		<>
			<DropTarget id={group.dropId} taskIds={ids} store={store} />
			<SortableContext
				id={group.id}
				items={ids}
				strategy={group.layout === "list" ? verticalListSortingStrategy : rectSortingStrategy}
			>
				{ids.map((id) => (
					<SortableCard key={id} id={id} store={store} />
				))}
			</SortableContext>
		</>
	);
}

type Props = StoreProps & {
	groups: DragGroup[];
	/** The preview that follows the pointer. */
	overlay: (task: PageTask) => ReactNode;
	detectCollision?: CollisionDetection;
	onCarrying?: (isCarrying: boolean) => void;
	/** Called once the cards have their drag handlers: a press made while this module loaded is replayed then. */
	onReady: () => void;
};

/**
 * Drag and drop for a board, loaded on the first sign of a drag (use-drag-kit.ts) and mounted beside it: dnd-kit's
 * hooks run here, one per card and drop target, and reach the cards through the drag store, so nothing of the
 * board remounts when this arrives.
 */
function LiveDragAndDrop({ store, groups, overlay, detectCollision, onCarrying, onReady }: Props) {
	const { dndProps, activeTask } = useTaskDnd(detectCollision);
	useEffect(() => {
		// After the cards' re-render with their handlers, which the store's updates in layout effects started.
		const timer = setTimeout(onReady);
		return () => clearTimeout(timer);
	}, [onReady]);
	return (
		<DndContext
			// dnd-kit writes its own copy of the instructions: another id than the one the cards name.
			id={`${DRAG_INSTRUCTIONS_ID}-dnd-kit`}
			{...dndProps}
			onDragStart={(event) => {
				onCarrying?.(true);
				dndProps.onDragStart?.(event);
			}}
			onDragEnd={(event) => {
				onCarrying?.(false);
				dndProps.onDragEnd?.(event);
			}}
			onDragCancel={(event) => {
				onCarrying?.(false);
				dndProps.onDragCancel?.(event);
			}}
		>
			{groups.map((group) => (
				<Group key={group.id} group={group} store={store} />
			))}
			<DragOverlay>{activeTask ? overlay(activeTask) : null}</DragOverlay>
		</DndContext>
	);
}

/** What a board takes from this module, loaded on demand (use-drag-kit.ts). */
const dragKit = { LiveDragAndDrop, pointerWithin, rectIntersection };
export type DragKit = typeof dragKit;
export default dragKit;
