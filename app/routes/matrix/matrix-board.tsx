import { DndContext, DragOverlay } from "@dnd-kit/core";
import { useVisibleTasks } from "#app/routes/+tasks/task-view-context.ts";
import { DRAG_INSTRUCTIONS_ID } from "#app/routes/+tasks/use-task-card.ts";
import { useTaskDnd } from "#app/routes/+tasks/use-task-dnd.ts";
import { QUADRANTS } from "#core/constants.ts";
import { QuadrantSection } from "./quadrant-section.tsx";

/** The four quadrants as one drag-and-drop surface: mouse, touch and keyboard, announced in the page's language. */
export function MatrixBoard() {
	const { tasks } = useVisibleTasks();
	const { dndProps, activeTask } = useTaskDnd();
	return (
		<DndContext id={DRAG_INSTRUCTIONS_ID} {...dndProps}>
			<div className="grid gap-4 md:grid-cols-2">
				{QUADRANTS.map((quadrant) => (
					<QuadrantSection
						key={quadrant}
						quadrant={quadrant}
						tasks={tasks.filter((task) => task.quadrant === quadrant)}
					/>
				))}
			</div>
			<DragOverlay>
				{activeTask ? (
					<div className="rounded-md border border-primary bg-surface p-3 font-medium shadow-lg">
						{activeTask.title}
					</div>
				) : null}
			</DragOverlay>
		</DndContext>
	);
}
