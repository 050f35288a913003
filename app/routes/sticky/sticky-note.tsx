import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { CSSProperties } from "react";
import type { CardLabels } from "#app/routes/+tasks/card-labels.ts";
import { DueDateTag } from "#app/routes/+tasks/due-date-tag.tsx";
import { TaskActionsMenu } from "#app/routes/+tasks/task-actions-menu.tsx";
import type { Selection } from "#app/routes/+tasks/use-selection.ts";
import type { TaskActions } from "#app/routes/+tasks/use-task-actions.ts";
import type { Locale, Quadrant } from "#core/constants.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { noteTilt } from "./note-tilt.ts";

/** The note colour of each quadrant (design tokens in app.css, light and dark). */
export const NOTE_COLOUR: Record<Quadrant, string> = {
	"urgent-important": "bg-note-q1",
	"not-urgent-important": "bg-note-q2",
	"urgent-not-important": "bg-note-q3",
	"not-urgent-not-important": "bg-note-q4",
};

type Props = {
	task: TaskView;
	viewOptions: ViewOptions;
	actions: TaskActions;
	selection: Selection;
	onEdit: (task: TaskView) => void;
	/** Translated once for the whole wall (see card-labels.ts). */
	labels: CardLabels;
	locale: Locale;
	/** Shown in "Show everything", where notes of several boards meet. */
	boardName?: string;
	/** On the wall ordered by due date the order is not the user's, so there is nothing to drag. */
	isStatic?: boolean;
};

/**
 * A task as a sticky note. The note itself is the drag handle (mouse, touch, or Space to pick up with the
 * keyboard); a click or Enter opens the editor. It leans slightly, always the same way, unless the user prefers
 * reduced motion or is dragging it.
 */
export function StickyNote({
	task,
	viewOptions,
	actions,
	selection,
	onEdit,
	labels,
	locale,
	boardName,
	isStatic = false,
}: Props) {
	const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
		id: task.id,
		disabled: isStatic,
	});
	// The note stays an article (its name is the title); the drag library's button role and pressed state do not fit it.
	const { role: _role, "aria-pressed": _pressed, ...dragAttributes } = attributes;
	const titleId = `note-${task.id}`;
	const isDone = task.status === "done";
	const isSelected = selection.selectedIds.has(task.id);
	const menuTrigger = {
		className:
			"-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-black/10 print:hidden dark:hover:bg-white/10",
		"aria-label": labels.actions(task.title),
		// A text glyph rather than an SVG icon: hundreds of notes repeat it in the server's HTML.
		children: (
			<span aria-hidden="true" className="text-lg leading-none">
				⋯
			</span>
		),
	};
	return (
		<li
			ref={setNodeRef}
			style={{ transform: CSS.Translate.toString(transform), transition }}
			// Off-screen notes skip rendering, so a wall of hundreds scrolls smoothly; the padding keeps the tilt unclipped.
			className="p-1 [contain-intrinsic-size:auto_9rem] [content-visibility:auto] break-inside-avoid print:[content-visibility:visible]"
		>
			<article
				ref={setActivatorNodeRef}
				{...dragAttributes}
				{...listeners}
				aria-roledescription={labels.roleDescription}
				aria-labelledby={titleId}
				data-task-id={task.id}
				data-quadrant={task.quadrant}
				style={{ "--tilt": `${noteTilt(task.id)}deg` } as CSSProperties}
				onClick={(event) => {
					if ((event.target as HTMLElement).closest("button,a")) return;
					if (!selection.onCardClick(event, task.id)) onEdit(task);
				}}
				onKeyDown={(event) => {
					listeners?.onKeyDown?.(event);
					if (event.key === "Enter" && event.target === event.currentTarget && !event.defaultPrevented) {
						event.preventDefault();
						onEdit(task);
					}
				}}
				className={`flex min-h-32 cursor-pointer touch-manipulation flex-col gap-2 rounded-sm p-3 text-note-ink shadow-md outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus print:border print:border-black print:bg-white print:text-black print:shadow-none ${
					NOTE_COLOUR[task.quadrant]
				} ${isSelected ? "ring-2 ring-primary" : ""} ${isDragging ? "opacity-40" : "motion-safe:rotate-(--tilt) print:rotate-none"}`}
			>
				<div className="flex items-start gap-2">
					<h3 id={titleId} className={`flex-1 font-semibold break-words ${isDone ? "line-through" : ""}`}>
						{task.title}
					</h3>
					<TaskActionsMenu trigger={menuTrigger} task={task} actions={actions} onEdit={onEdit} />
				</div>
				{viewOptions.showDescriptions && task.description ? (
					<p className="line-clamp-4 text-sm break-words whitespace-pre-line">{task.description}</p>
				) : null}
				<p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
					{boardName !== undefined ? (
						<span className="rounded border border-current px-1.5 py-0.5 font-medium">{boardName}</span>
					) : null}
					{viewOptions.showDateTags && task.dueDate ? (
						<DueDateTag
							date={task.dueDate}
							time={task.dueTime}
							isOpen={!isDone}
							locale={locale}
							overdueLabel={labels.overdue}
						/>
					) : null}
					{viewOptions.showCompletedBadge && isDone ? (
						<span className="rounded-full border border-current px-2 py-0.5 font-medium">{labels.completedBadge}</span>
					) : null}
					{isSelected ? <span className="font-medium">{labels.isSelected}</span> : null}
				</p>
			</article>
		</li>
	);
}
