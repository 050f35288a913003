import {
	type Announcements,
	type CollisionDetection,
	closestCorners,
	type DndContextProps,
	type DragEndEvent,
	type KeyboardCoordinateGetter,
	KeyboardSensor,
	MouseSensor,
	TouchSensor,
	useSensor,
	useSensors,
} from "@dnd-kit/core";
import { arrayMove, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PageTask } from "#app/lib/page-task.ts";
import { QUADRANTS, type Quadrant } from "#core/constants.ts";
import { quadrantDropId } from "./drag-store.ts";
import { keepFocus } from "./focus-task.ts";
import { useTaskView, useVisibleTasks } from "./task-view-context.ts";

type ClientRects = Map<string | number, { width: number; height: number }>;

/**
 * Only the drop targets on screen: a phone showing one quadrant hides the others with CSS (display: none), whose
 * boxes dnd-kit then measures as empty rectangles in the page's corner, where a card must never land.
 */
function laidOut<Rects extends ClientRects>(rects: Rects): Rects {
	const shown = new Map([...rects].filter(([, rect]) => rect.width > 0 || rect.height > 0));
	return shown as unknown as Rects;
}

const amongShown =
	(detect: CollisionDetection): CollisionDetection =>
	(args) => {
		const rects = laidOut(args.droppableRects);
		return detect({ ...args, droppableContainers: args.droppableContainers.filter(({ id }) => rects.has(id)) });
	};

const shownKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) =>
	sortableKeyboardCoordinates(event, {
		...args,
		context: { ...args.context, droppableRects: laidOut(args.context.droppableRects) },
	});

// Declared once: new options on a render would re-render every card, as dnd-kit then rebuilds its listeners.
const MOUSE = { activationConstraint: { distance: 6 } };
const TOUCH = { activationConstraint: { delay: 250, tolerance: 8 } };
const KEYBOARD = {
	coordinateGetter: shownKeyboardCoordinates,
	// Space picks up and drops; Enter is left to open the editor (and also drops, as people expect).
	keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
};

/** Where a drop lands: the target quadrant and the task the moved one goes before (null: at the end). */
function dropTarget(tasks: PageTask[], event: DragEndEvent): { quadrant: Quadrant; beforeId: string | null } | null {
	const { active, over } = event;
	if (!over) return null;
	const overId = String(over.id);
	const quadrant = QUADRANTS.find((candidate) => quadrantDropId(candidate) === overId);
	if (quadrant) return { quadrant, beforeId: null };
	const overTask = tasks.find((task) => task.id === overId);
	const activeTask = tasks.find((task) => task.id === active.id);
	if (!overTask || !activeTask) return null;
	const column = tasks.filter((task) => task.quadrant === overTask.quadrant);
	const overIndex = column.indexOf(overTask);
	if (activeTask.quadrant === overTask.quadrant) {
		const reordered = arrayMove(column, column.indexOf(activeTask), overIndex);
		return { quadrant: overTask.quadrant, beforeId: reordered[overIndex + 1]?.id ?? null };
	}
	// From another quadrant: before the task it was dropped on, or after it when dropped on its lower half.
	const dragged = active.rect.current.translated;
	// The dragged card's middle, where the pointer holds it: its top depends on the card's own height.
	const isBelow = dragged !== null && dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2;
	return { quadrant: overTask.quadrant, beforeId: isBelow ? (column[overIndex + 1]?.id ?? null) : overTask.id };
}

/**
 * Drag and drop of tasks between the quadrants, shared by the matrix and the sticky wall: mouse, touch and
 * keyboard, announced in the page's language, and a drop becomes one move through the task actions (with the
 * plan's limit). Returns the props of the DndContext and the task being dragged. A wide, wrapping layout (the
 * sticky wall) passes its own collision detection: closest corners favours a note over a wide empty section.
 */
export function useTaskDnd(detectCollision: CollisionDetection = closestCorners) {
	const { t } = useTranslation();
	const { tasks } = useVisibleTasks();
	const { actions, viewOptions } = useTaskView();
	const isSorted = viewOptions.quadrantSort !== "manual";
	const [activeId, setActiveId] = useState<string | null>(null);
	// Kept from the pick-up: a drag cancelled because its task was deleted elsewhere still names it.
	const activeTitle = useRef("");
	const sensors = useSensors(
		useSensor(MouseSensor, MOUSE),
		useSensor(TouchSensor, TOUCH),
		useSensor(KeyboardSensor, KEYBOARD),
	);
	const collisionDetection = useMemo(() => amongShown(detectCollision), [detectCollision]);
	const isActiveGone = activeId !== null && !tasks.some((task) => task.id === activeId);
	useEffect(() => {
		// The task being dragged was deleted (or left the view) elsewhere. dnd-kit has no call to cancel a drag from
		// outside; every one of its sensors cancels on a window resize, so that is the signal sent.
		if (isActiveGone) window.dispatchEvent(new Event("resize"));
	}, [isActiveGone]);
	const titleOf = (id: string | number) => tasks.find((task) => task.id === id)?.title ?? "";
	const placeOf = (id: string | number | undefined) => {
		if (id === undefined) return "";
		const quadrant = QUADRANTS.find((candidate) => quadrantDropId(candidate) === id);
		if (quadrant) return t("dnd.endOf", { quadrant: t(`quadrants.${quadrant}.name`) });
		const task = tasks.find((candidate) => candidate.id === id);
		if (!task) return "";
		const column = tasks.filter((candidate) => candidate.quadrant === task.quadrant);
		return t("dnd.position", {
			position: column.indexOf(task) + 1,
			count: column.length,
			quadrant: t(`quadrants.${task.quadrant}.name`),
		});
	};
	const announcements: Announcements = {
		onDragStart: ({ active }) => t("dnd.pickedUp", { title: titleOf(active.id) }),
		onDragOver: ({ active, over }) =>
			over ? t("dnd.over", { title: titleOf(active.id), place: placeOf(over.id) }) : t("dnd.notOver"),
		onDragEnd: ({ active, over }) =>
			over ? t("dnd.dropped", { title: titleOf(active.id), place: placeOf(over.id) }) : t("dnd.cancelled"),
		onDragCancel: () => t("dnd.cancelledTitle", { title: activeTitle.current }),
	};
	const dndProps: DndContextProps = {
		sensors,
		collisionDetection,
		accessibility: { announcements, screenReaderInstructions: { draggable: t("dnd.instructions") } },
		onDragStart: ({ active }) => {
			activeTitle.current = titleOf(active.id);
			setActiveId(String(active.id));
		},
		onDragCancel: () => setActiveId(null),
		onDragEnd: (event) => {
			setActiveId(null);
			const task = tasks.find((candidate) => candidate.id === event.active.id);
			const target = dropTarget(tasks, event);
			if (!task || !target || target.beforeId === task.id) return;
			// Sorted, a quadrant's order is the sort's: a drag only moves a task to another quadrant (the page says so).
			if (isSorted && target.quadrant === task.quadrant) return;
			if (isSorted) target.beforeId = null;
			const column = tasks.filter((candidate) => candidate.quadrant === task.quadrant);
			const isSamePlace =
				target.quadrant === task.quadrant && (column[column.indexOf(task) + 1]?.id ?? null) === target.beforeId;
			if (isSamePlace) return;
			const isByKeyboard = event.activatorEvent instanceof KeyboardEvent;
			void actions.moveByHand([task], target.quadrant, target.beforeId, isByKeyboard ? keepFocus : undefined);
		},
	};
	return { dndProps, activeTask: tasks.find((task) => task.id === activeId) };
}
