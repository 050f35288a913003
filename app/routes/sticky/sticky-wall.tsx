import { type CollisionDetection, DndContext, DragOverlay, pointerWithin, rectIntersection } from "@dnd-kit/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useTaskView, useVisibleTasks } from "#app/routes/+tasks/task-view-context.ts";
import { DRAG_INSTRUCTIONS_ID } from "#app/routes/+tasks/use-task-card.ts";
import { quadrantDropId, useTaskDnd } from "#app/routes/+tasks/use-task-dnd.ts";
import { QUADRANTS } from "#core/constants.ts";
import { NOTE_COLOUR } from "./sticky-note.tsx";
import { StickySection } from "./sticky-section.tsx";
import type { WallLayout } from "./wall-layout.ts";
import { orderByDueDate } from "./wall-order.ts";

/**
 * Sections are as wide as the page: with a pointer, the note (or section) under it; from the keyboard, which moves
 * the note into a section's corner, the one it covers most. Closest corners would prefer a note far above.
 */
const noteUnderPointerOrMostCovered: CollisionDetection = (args) => {
	const underPointer = pointerWithin(args);
	return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

/**
 * The tasks as sticky notes: four labelled sections, one per quadrant, where notes are dragged to reorder them or
 * to change their quadrant; or one mixed wall ordered by due date.
 */
export function StickyWall({ layout }: { layout: WallLayout }) {
	const { t } = useTranslation();
	const { actions, onAddTask } = useTaskView();
	const { tasks } = useVisibleTasks();
	const { dndProps, activeTask } = useTaskDnd(noteUnderPointerOrMostCovered);
	const byDueDate = useMemo(() => (layout === "by-due-date" ? orderByDueDate(tasks) : []), [layout, tasks]);

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
		<DndContext id={DRAG_INSTRUCTIONS_ID} {...dndProps}>
			{layout === "by-due-date" ? (
				wallByDueDate
			) : (
				<div className="flex flex-col gap-8">
					{QUADRANTS.map((quadrant) => {
						const name = t(`quadrants.${quadrant}.name`);
						return (
							<StickySection
								key={quadrant}
								id={`wall-${quadrant}`}
								title={name}
								tasks={tasks.filter((task) => task.quadrant === quadrant)}
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
			<DragOverlay>
				{activeTask ? (
					<div className={`rounded-sm p-3 font-semibold text-note-ink shadow-lg ${NOTE_COLOUR[activeTask.quadrant]}`}>
						{activeTask.title}
					</div>
				) : null}
			</DragOverlay>
		</DndContext>
	);
}
