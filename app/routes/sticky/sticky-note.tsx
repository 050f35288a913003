import { type CSSProperties, memo } from "react";
import { TaskActionsMenu } from "#app/routes/+tasks/task-actions-menu.tsx";
import { type TagClassNames, TaskTags } from "#app/routes/+tasks/task-tags.tsx";
import { useTaskCard } from "#app/routes/+tasks/use-task-card.ts";
import type { Quadrant } from "#core/constants.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { noteTilt } from "./note-tilt.ts";

/** The note colour of each quadrant (design tokens in app.css, light and dark). */
export const NOTE_COLOUR: Record<Quadrant, string> = {
	"urgent-important": "bg-note-q1",
	"not-urgent-important": "bg-note-q2",
	"urgent-not-important": "bg-note-q3",
	"not-urgent-not-important": "bg-note-q4",
};

const TAG_CLASS_NAMES: TagClassNames = {
	board: "rounded border border-current px-1.5 py-0.5 font-medium",
	completed: "rounded-full border border-current px-2 py-0.5 font-medium",
	selected: "font-medium",
};

/**
 * A task as a sticky note: a click or Enter opens the editor. It leans slightly, always the same way, unless the
 * user prefers reduced motion or is dragging it. On the wall ordered by due date the order is not the user's, so
 * a note there is static: nothing to drag.
 */
export const StickyNote = memo(function StickyNote({ task, isStatic = false }: { task: TaskView; isStatic?: boolean }) {
	const { view, titleId, isSelected, isDragging, isDone, boardName, itemProps, handleProps, onKeyDown } = useTaskCard(
		task,
		{
			idPrefix: "note",
			isStatic,
		},
	);
	const { viewOptions, onCardClick, onEdit } = view;
	return (
		<li
			{...itemProps}
			// Off-screen notes skip rendering, so a wall of hundreds scrolls smoothly; the padding keeps the tilt unclipped.
			className="p-1 [contain-intrinsic-size:auto_9rem] [content-visibility:auto] break-inside-avoid print:[content-visibility:visible]"
		>
			<article
				{...handleProps}
				onKeyDown={onKeyDown}
				data-quadrant={task.quadrant}
				style={{ "--tilt": `${noteTilt(task.id)}deg` } as CSSProperties}
				onClick={(event) => {
					if ((event.target as HTMLElement).closest("button,a")) return;
					if (!onCardClick(event, task.id)) onEdit(task);
				}}
				className={`flex min-h-32 cursor-pointer touch-manipulation flex-col gap-2 rounded-sm p-3 text-note-ink shadow-md outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus print:border print:border-black print:bg-white print:text-black print:shadow-none ${
					NOTE_COLOUR[task.quadrant]
				} ${isSelected ? "ring-2 ring-primary" : ""} ${isDragging ? "opacity-40" : "motion-safe:rotate-(--tilt) print:rotate-none"}`}
			>
				<div className="flex items-start gap-2">
					<h3 id={titleId} className={`flex-1 font-semibold break-words ${isDone ? "line-through" : ""}`}>
						{task.title}
					</h3>
					<TaskActionsMenu
						task={task}
						className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-black/10 print:hidden dark:hover:bg-white/10"
					/>
				</div>
				{viewOptions.showDescriptions && task.description ? (
					<p className="line-clamp-4 text-sm break-words whitespace-pre-line">{task.description}</p>
				) : null}
				<p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
					<TaskTags task={task} boardName={boardName} isSelected={isSelected} classNames={TAG_CLASS_NAMES} />
				</p>
			</article>
		</li>
	);
});
