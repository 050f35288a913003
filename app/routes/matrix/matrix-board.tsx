import { type TouchEvent, useLayoutEffect, useMemo, useRef } from "react";
import type { PageTask } from "#app/lib/page-task.ts";
import { DragInstructions } from "#app/routes/+tasks/drag-instructions.tsx";
import { DragStoreContext, quadrantDropId } from "#app/routes/+tasks/drag-store.ts";
import { useTaskView, useVisibleTasks } from "#app/routes/+tasks/task-view-context.ts";
import { useDragKit } from "#app/routes/+tasks/use-drag-kit.ts";
import { QUADRANTS, type Quadrant } from "#core/constants.ts";
import { QuadrantOverview } from "./quadrant-overview.tsx";
import { QuadrantPager } from "./quadrant-pager.tsx";
import { QuadrantSection } from "./quadrant-section.tsx";
import { useOpenQuadrant } from "./use-open-quadrant.ts";
import { useQuadrantPaging } from "./use-quadrant-paging.ts";

/**
 * The four quadrants as one drag-and-drop surface: mouse, touch and keyboard, announced in the page's language;
 * dnd-kit arrives on the first sign of a drag (use-drag-kit.ts).
 * On a phone (below 640 px, unless the user chose the stacked layout) the four are a 2×2 grid of tiles, and a tile
 * opens its quadrant full-screen (`?quadrant=`). Both are in the server's HTML and CSS picks by the width
 * (app/styles/matrix-phone.css): the server cannot know it, and nothing moves once the page is painted.
 */
export function MatrixBoard() {
	const { tasks } = useVisibleTasks();
	const { viewOptions } = useTaskView();
	const drag = useDragKit();
	const { openQuadrant, linkTo, onShow, onBack } = useOpenQuadrant();
	const isPhoneGrid = viewOptions.phoneGrid;
	const { swipeHandlers, onCarrying } = useQuadrantPaging({
		openQuadrant: isPhoneGrid ? openQuadrant : null,
		onShow,
		onBack,
	});
	useFocusOnPaging(openQuadrant);
	const groups = useMemo(
		() =>
			QUADRANTS.map((quadrant) => ({
				id: quadrant,
				dropId: quadrantDropId(quadrant),
				tasks: tasks.filter((task) => task.quadrant === quadrant),
				layout: "list" as const,
			})),
		[tasks],
	);
	const swipe = isPhoneGrid && openQuadrant ? swipeHandlers : undefined;
	return (
		<DragStoreContext value={drag.store}>
			<div
				className="matrix-board flex flex-col gap-3"
				data-phone-grid={isPhoneGrid ? "" : undefined}
				data-open={(isPhoneGrid && openQuadrant) || undefined}
				{...drag.handlers}
				onTouchStart={(event: TouchEvent) => {
					drag.handlers.onTouchStart(event);
					swipe?.onTouchStart(event);
				}}
				onTouchEnd={swipe?.onTouchEnd}
			>
				{isPhoneGrid && !openQuadrant ? <QuadrantOverview tasks={tasks} linkTo={linkTo} /> : null}
				{isPhoneGrid && openQuadrant ? <QuadrantPager quadrant={openQuadrant} onShow={onShow} onBack={onBack} /> : null}
				<div className="matrix-quadrants grid gap-4 md:grid-cols-2">
					{groups.map((group) => (
						<QuadrantSection key={group.id} quadrant={group.id} tasks={group.tasks} />
					))}
				</div>
			</div>
			<DragInstructions />
			{drag.kit ? (
				<drag.kit.LiveDragAndDrop
					store={drag.store}
					groups={groups}
					overlay={cardPreview}
					onCarrying={onCarrying}
					onReady={drag.onReady}
				/>
			) : null}
		</DragStoreContext>
	);
}

const cardPreview = (task: PageTask) => (
	<div className="rounded-md border border-primary bg-surface p-3 font-medium shadow-lg">{task.title}</div>
);

/**
 * Keeps the keyboard's place when the phone's view changes: on the quadrant's heading once it opens, on its tile
 * once back on the grid. Not on the first render, where the focus is the browser's. A layout effect, so the focus
 * has moved before the new view is painted: a key pressed as soon as the quadrant shows (n, to add) is not taken
 * from the field it focused by a move that comes later.
 */
function useFocusOnPaging(openQuadrant: Quadrant | null) {
	const previous = useRef(openQuadrant);
	useLayoutEffect(() => {
		const left = previous.current;
		previous.current = openQuadrant;
		if (left === openQuadrant) return;
		const target = openQuadrant
			? document.getElementById(`quadrant-${openQuadrant}`)
			: document.querySelector<HTMLElement>(`[data-tile="${left}"]`);
		target?.focus();
	}, [openQuadrant]);
}
