import type { CollisionDetection } from "@dnd-kit/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { PageTask } from "#app/lib/page-task.ts";
import { DragInstructions } from "#app/routes/+tasks/drag-instructions.tsx";
import type { DragKit } from "#app/routes/+tasks/drag-kit.tsx";
import { DragStoreContext, quadrantDropId } from "#app/routes/+tasks/drag-store.ts";
import { useTaskView, useVisibleTasks } from "#app/routes/+tasks/task-view-context.ts";
import { useDragKit } from "#app/routes/+tasks/use-drag-kit.ts";
import { orderByDueDate } from "#app/routes/+tasks/wall-order.ts";
import { QUADRANTS } from "#core/constants.ts";
import { NOTE_COLOUR } from "./sticky-note.tsx";
import { StickySection } from "./sticky-section.tsx";
import type { WallLayout } from "./wall-layout.ts";

/**
 * Sections are as wide as the page: with a pointer, the note (or section) under it; from the keyboard, which moves
 * the note into a section's corner, the one it covers most. Closest corners would prefer a note far above.
 */
const noteUnderPointerOrMostCovered =
	({ pointerWithin, rectIntersection }: DragKit): CollisionDetection =>
	(args) => {
		const underPointer = pointerWithin(args);
		return underPointer.length > 0 ? underPointer : rectIntersection(args);
	};

const notePreview = (task: PageTask) => (
	<div className={`rounded-sm p-3 font-semibold text-note-ink shadow-lg ${NOTE_COLOUR[task.quadrant]}`}>
		{task.title}
	</div>
);

/**
 * The tasks as sticky notes: four labelled sections, one per quadrant, where notes are dragged to reorder them or
 * to change their quadrant; or one mixed wall ordered by due date.
 */
export function StickyWall({ layout }: { layout: WallLayout }) {
	const { t } = useTranslation();
	const { actions, onAddTask } = useTaskView();
	const { tasks } = useVisibleTasks();
	const drag = useDragKit();
	const { kit } = drag;
	const detectCollision = useMemo(() => kit && noteUnderPointerOrMostCovered(kit), [kit]);
	const byDueDate = useMemo(() => (layout === "by-due-date" ? orderByDueDate(tasks) : []), [layout, tasks]);
	// By due date the order is not the user's: nothing to drag, and no dnd-kit to load.
	const groups = useMemo(
		() =>
			layout === "by-due-date"
				? []
				: QUADRANTS.map((quadrant) => ({
						id: `wall-${quadrant}`,
						dropId: quadrantDropId(quadrant),
						tasks: tasks.filter((task) => task.quadrant === quadrant),
						layout: "grid" as const,
					})),
		[layout, tasks],
	);

	const wallByDueDate = (
		<StickySection
			id="wall-by-due-date"
			title={t("sticky.allByDueDate")}
			tasks={byDueDate}
			addLabel={t("sticky.addNote")}
			// A new note goes where there is still room on this plan; the editor lets the user pick another quadrant.
			onAdd={() => onAddTask(QUADRANTS.find((quadrant) => actions.hasRoom(quadrant)) ?? QUADRANTS[0])}
		/>
	);

	return (
		<DragStoreContext value={drag.store}>
			{layout === "by-due-date" ? (
				wallByDueDate
			) : (
				<div className="flex flex-col gap-8" {...drag.handlers}>
					{QUADRANTS.map((quadrant, index) => {
						const name = t(`quadrants.${quadrant}.name`);
						const group = groups[index];
						return (
							<StickySection
								key={quadrant}
								id={`wall-${quadrant}`}
								title={name}
								tasks={group?.tasks ?? []}
								dropId={quadrantDropId(quadrant)}
								addLabel={t("sticky.addTo", { quadrant: name })}
								onAdd={() => onAddTask(quadrant)}
								emptyText={t(`quadrants.${quadrant}.empty`)}
								swatch={
									<span
										aria-hidden="true"
										className={`size-4 rounded-sm border border-border ${NOTE_COLOUR[quadrant]}`}
									/>
								}
							/>
						);
					})}
				</div>
			)}
			<DragInstructions />
			{kit && detectCollision ? (
				<kit.LiveDragAndDrop
					store={drag.store}
					groups={groups}
					overlay={notePreview}
					detectCollision={detectCollision}
					onReady={drag.onReady}
				/>
			) : null}
		</DragStoreContext>
	);
}
