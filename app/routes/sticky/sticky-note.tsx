import { type CSSProperties, memo } from "react";
import type { PageTask } from "#app/lib/page-task.ts";
import { useTaskActionsMenu } from "#app/routes/+tasks/task-actions-menu.tsx";
import { type TagClassNames, taskTags } from "#app/routes/+tasks/task-tags.tsx";
import { useTaskCard } from "#app/routes/+tasks/use-task-card.ts";
import type { Quadrant } from "#core/constants.ts";
import { noteTilt } from "./note-tilt.ts";

/** The note colour of each quadrant (design tokens in app.css, light and dark). */
export const NOTE_COLOUR: Record<Quadrant, string> = {
	"urgent-important": "bg-note-q1",
	"not-urgent-important": "bg-note-q2",
	"urgent-not-important": "bg-note-q3",
	"not-urgent-not-important": "bg-note-q4",
};

const TAG_CLASS_NAMES: TagClassNames = {
	example: "rounded-full border border-current px-2 py-0.5 font-medium",
	board: "rounded border border-current px-1.5 py-0.5 font-medium",
	completed: "rounded-full border border-current px-2 py-0.5 font-medium",
	selected: "font-medium",
};

/**
 * A task as a sticky note: a click or Enter opens the editor. It leans slightly, always the same way, unless the
 * user prefers reduced motion or is dragging it. On the wall ordered by due date the order is not the user's, so
 * a note there is static: nothing to drag.
 */
export const StickyNote = memo(function StickyNote({ task, isStatic = false }: { task: PageTask; isStatic?: boolean }) {
	const { view, titleId, factsId, isSelected, isDragging, isDone, boardName, itemProps, handleProps, onKeyDown } =
		useTaskCard(task, {
			idPrefix: "note",
			isStatic,
		});
	const { viewOptions, labels, onCardClick, onEdit } = view;
	const menu = useTaskActionsMenu(task, labels);
	const nextItem = task.checklist.find((item) => !item.isDone);
	return (
		<li
			{...itemProps}
			// Classes of app/styles/task-cards.css.
			className="note-item"
		>
			<article
				{...handleProps}
				onKeyDown={onKeyDown}
				data-quadrant={task.quadrant}
				style={{ "--tilt": `${noteTilt(task.id)}deg` } as CSSProperties}
				onClick={(event) => {
					// The menu's items, in a portal, are not in the note's DOM though React passes their clicks on.
					if (!event.currentTarget.contains(event.target as Node)) return;
					if ((event.target as HTMLElement).closest("button,a")) return;
					if (!onCardClick(event, task.id)) onEdit(task);
				}}
				className={`sticky-note ${NOTE_COLOUR[task.quadrant]}${isSelected ? " ring-2 ring-primary" : ""} ${
					isDragging ? "opacity-40" : "motion-safe:rotate-(--tilt) print:rotate-none"
				}`}
			>
				<div>
					<h3 id={titleId} className={isDone ? "line-through" : undefined}>
						{task.title}
					</h3>
					{menu}
				</div>
				{viewOptions.showDescriptions && task.description ? <p>{task.description}</p> : null}
				{nextItem ? <p>{labels.nextItem(nextItem.title)}</p> : null}
				<p>{taskTags({ task, factsId, view, boardName, isSelected, classNames: TAG_CLASS_NAMES })}</p>
			</article>
		</li>
	);
});
