import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { CardLabels } from "#app/routes/+tasks/card-labels.ts";
import { DueDateTag } from "#app/routes/+tasks/due-date-tag.tsx";
import { TaskActionsMenu } from "#app/routes/+tasks/task-actions-menu.tsx";
import type { Selection } from "#app/routes/+tasks/use-selection.ts";
import type { TaskActions } from "#app/routes/+tasks/use-task-actions.ts";
import type { Locale } from "#core/constants.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";
import type { TaskView } from "#core/tasks/task-view.ts";

const PRIORITY_MARK = { high: "bg-danger", medium: "bg-warning", low: "bg-muted" } as const;

type Props = {
	task: TaskView;
	viewOptions: ViewOptions;
	actions: TaskActions;
	selection: Selection;
	onEdit: (task: TaskView) => void;
	/** Translated once for the whole board (see card-labels.ts). */
	labels: CardLabels;
	locale: Locale;
	/** Shown in "Show everything", where cards of several boards meet. */
	boardName?: string;
};

/**
 * A task as a card. The card itself is the drag handle (mouse, touch, or Space to pick up with the keyboard);
 * its name starts with the title; Enter opens the editor.
 */
export function TaskCard({ task, viewOptions, actions, selection, onEdit, labels, locale, boardName }: Props) {
	const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
		id: task.id,
	});
	// The card stays an article (its name is the title); the drag library's button role and pressed state do not fit it.
	const { role: _role, "aria-pressed": _pressed, ...dragAttributes } = attributes;
	const titleId = `task-${task.id}`;
	const isDone = task.status === "done";
	const isSelected = selection.selectedIds.has(task.id);
	const menuTrigger = {
		className: "-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-sunken",
		"aria-label": labels.actions(task.title),
		// A text glyph rather than an SVG icon: hundreds of cards repeat it in the server's HTML.
		children: (
			<span aria-hidden="true" className="text-lg leading-none">
				⋯
			</span>
		),
	};
	return (
		<li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }}>
			<article
				ref={setActivatorNodeRef}
				{...dragAttributes}
				{...listeners}
				aria-roledescription={labels.roleDescription}
				aria-labelledby={titleId}
				data-task-id={task.id}
				onClick={(event) => {
					if (event.target === event.currentTarget || !(event.target as HTMLElement).closest("button,input,a"))
						selection.onCardClick(event, task.id);
				}}
				onKeyDown={(event) => {
					listeners?.onKeyDown?.(event);
					if (event.key === "Enter" && event.target === event.currentTarget && !event.defaultPrevented) {
						event.preventDefault();
						onEdit(task);
					}
				}}
				className={`flex touch-manipulation gap-2 rounded-md border bg-surface p-3 shadow-sm outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus ${
					isSelected ? "border-primary ring-2 ring-primary" : "border-border"
				} ${isDragging ? "opacity-40" : ""}`}
			>
				<input
					type="checkbox"
					checked={isDone}
					onChange={(event) => void actions.setDone(task, event.target.checked)}
					aria-label={labels.markDone(task.title)}
					className="mt-1 size-4 shrink-0 accent-primary"
				/>
				<div className="flex min-w-0 flex-1 flex-col gap-1">
					<h3 id={titleId} className="font-medium break-words">
						<button
							type="button"
							onClick={(event) => {
								if (!selection.onCardClick(event, task.id)) onEdit(task);
							}}
							className={`text-left hover:underline ${isDone ? "text-muted line-through" : ""}`}
						>
							{task.title}
						</button>
					</h3>
					{viewOptions.showDescriptions && task.description ? (
						<p className="line-clamp-2 text-sm break-words text-muted">{task.description}</p>
					) : null}
					<p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
						<span className="inline-flex items-center gap-1">
							<span aria-hidden="true" className={`size-2 rounded-full ${PRIORITY_MARK[task.priority]}`} />
							{labels.priority[task.priority]}
						</span>
						<span>{labels.status[task.status]}</span>
						{boardName !== undefined ? (
							<span className="rounded bg-sunken px-1.5 py-0.5 font-medium text-text">{boardName}</span>
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
							<span className="rounded-full border border-success px-2 py-0.5 font-medium text-success">
								{labels.completedBadge}
							</span>
						) : null}
						{isSelected ? <span className="font-medium text-primary">{labels.isSelected}</span> : null}
					</p>
				</div>
				<TaskActionsMenu trigger={menuTrigger} task={task} actions={actions} onEdit={onEdit} />
			</article>
		</li>
	);
}
