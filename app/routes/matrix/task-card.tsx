import { memo } from "react";
import type { PageTask } from "#app/lib/page-task.ts";
import { NEW_TASK } from "#app/routes/+tasks/new-task.ts";
import { useTaskActionsMenu } from "#app/routes/+tasks/task-actions-menu.tsx";
import { type TagClassNames, taskTags } from "#app/routes/+tasks/task-tags.tsx";
import { useTaskCard } from "#app/routes/+tasks/use-task-card.ts";

// Classes of app/styles/task-cards.css, which styles the card's parts by their place: the priority's dot is drawn by CSS.
const PRIORITY_CLASS = {
	high: "task-priority task-priority-high",
	medium: "task-priority task-priority-medium",
	low: "task-priority",
} as const;
const TAG_CLASS_NAMES: TagClassNames = {
	example: "rounded-full border border-primary px-2 py-0.5 font-medium text-primary",
	board: "rounded bg-sunken px-1.5 py-0.5 font-medium text-text",
	completed: "rounded-full border border-success px-2 py-0.5 font-medium text-success",
	selected: "font-medium text-primary",
};

/**
 * A task as a card: its name starts with the title; a click anywhere on it (but on its controls) or Enter opens the
 * editor. Re-rendered only when its task, its selection or the page's settings change.
 */
export const TaskCard = memo(function TaskCard({ task }: { task: PageTask }) {
	const { view, titleId, factsId, isSelected, isDragging, isDone, boardName, itemProps, handleProps, onKeyDown } =
		useTaskCard(task, {
			idPrefix: "task",
		});
	const { actions, labels, viewOptions, onCardClick, onEdit } = view;
	const menu = useTaskActionsMenu(task, labels);
	return (
		<li {...itemProps}>
			<article
				{...handleProps}
				onKeyDown={onKeyDown}
				onClick={(event) => {
					// The checkbox, the title and the menu do their own thing (the menu's items, in a portal, are not in the
					// card's DOM though React passes their clicks on); anywhere else on the card opens it too.
					const target = event.target as HTMLElement;
					if (!event.currentTarget.contains(target)) return;
					if (target !== event.currentTarget && target.closest("button,input,a,label")) return;
					if (!onCardClick(event, task.id)) onEdit(task);
				}}
				className={`task-card${isSelected ? " border-primary ring-2 ring-primary" : ""}${isDragging ? " opacity-40" : ""}`}
			>
				<input
					type="checkbox"
					checked={isDone}
					onChange={(event) => void actions.setDone(task, event.target.checked)}
					aria-label={labels.markDone(task.title)}
				/>
				<div>
					<h3 id={titleId}>
						<button
							type="button"
							onClick={(event) => {
								if (!onCardClick(event, task.id)) onEdit(task);
							}}
							className={isDone ? "text-muted line-through" : undefined}
						>
							{task.title}
						</button>
					</h3>
					{viewOptions.showDescriptions && task.description ? <p>{task.description}</p> : null}
					<p>
						{/* Only what is not a new task's default: the card's name says every value (taskTags' facts). */}
						{task.priority === NEW_TASK.priority ? null : (
							<span className={PRIORITY_CLASS[task.priority]}>{labels.priority[task.priority]}</span>
						)}
						{/* A text of its own in the flex row, as a span would be, without the element; "Done" is left to the
						    "Completed" badge when it shows (one badge per fact). */}
						{task.status === NEW_TASK.status || (isDone && viewOptions.showCompletedBadge)
							? null
							: labels.status[task.status]}
						{taskTags({ task, factsId, view, boardName, isSelected, classNames: TAG_CLASS_NAMES })}
					</p>
				</div>
				{menu}
			</article>
		</li>
	);
});
