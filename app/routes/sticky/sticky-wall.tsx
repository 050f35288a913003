import { type CollisionDetection, DndContext, DragOverlay, pointerWithin, rectIntersection } from "@dnd-kit/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "#app/lib/use-locale.ts";
import { cardLabels } from "#app/routes/+tasks/card-labels.ts";
import type { TaskViewProps } from "#app/routes/+tasks/task-page.tsx";
import { quadrantDropId, useTaskDnd } from "#app/routes/+tasks/use-task-dnd.ts";
import { QUADRANTS } from "#core/constants.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { NOTE_COLOUR, StickyNote } from "./sticky-note.tsx";
import { StickySection } from "./sticky-section.tsx";
import type { WallLayout } from "./wall-layout.ts";
import { orderByDueDate } from "./wall-order.ts";

type Props = TaskViewProps & { layout: WallLayout };

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
export function StickyWall({
	layout,
	tasks,
	allBoards,
	viewOptions,
	actions,
	selection,
	isFiltered,
	onAddTask,
	onEdit,
}: Props) {
	const { t } = useTranslation();
	const locale = useLocale();
	const labels = useMemo(() => cardLabels(t), [t]);
	const { dndProps, activeTask } = useTaskDnd(tasks, actions, noteUnderPointerOrMostCovered);
	const byDueDate = useMemo(() => (layout === "by-due-date" ? orderByDueDate(tasks) : []), [layout, tasks]);
	const emptyText = isFiltered ? t("sticky.noMatches") : t("sticky.empty");
	const note = (task: TaskView, isStatic = false) => (
		<StickyNote
			key={task.id}
			task={task}
			viewOptions={viewOptions}
			actions={actions}
			selection={selection}
			onEdit={onEdit}
			labels={labels}
			locale={locale}
			boardName={allBoards?.boards.find((board) => board.id === task.boardId)?.name}
			isStatic={isStatic}
		/>
	);

	const wallByDueDate = (
		<StickySection
			id="wall-by-due-date"
			title={t("sticky.allByDueDate")}
			count={byDueDate.length}
			addLabel={t("sticky.addNote")}
			// A new note goes where there is still room on this plan; the editor lets the user pick another quadrant.
			onAdd={() => onAddTask(QUADRANTS.find((quadrant) => actions.hasRoom(quadrant)) ?? QUADRANTS[0])}
			emptyText={emptyText}
		>
			{byDueDate.map((task) => note(task, true))}
		</StickySection>
	);

	return (
		<DndContext {...dndProps}>
			{layout === "by-due-date" ? (
				wallByDueDate
			) : (
				<div className="flex flex-col gap-8">
					{QUADRANTS.map((quadrant) => {
						const notes = tasks.filter((task) => task.quadrant === quadrant);
						const name = t(`quadrants.${quadrant}.name`);
						return (
							<StickySection
								key={quadrant}
								id={`wall-${quadrant}`}
								title={name}
								count={notes.length}
								sortableIds={notes.map((task) => task.id)}
								dropId={quadrantDropId(quadrant)}
								addLabel={t("sticky.addTo", { quadrant: name })}
								onAdd={() => onAddTask(quadrant)}
								emptyText={emptyText}
								swatch={
									<span
										aria-hidden="true"
										className={`size-4 rounded-sm border border-border ${NOTE_COLOUR[quadrant]}`}
									/>
								}
							>
								{notes.map((task) => note(task))}
							</StickySection>
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
