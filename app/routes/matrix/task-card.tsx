import { memo } from "react";
import { TaskActionsMenu } from "#app/routes/+tasks/task-actions-menu.tsx";
import { type TagClassNames, TaskTags } from "#app/routes/+tasks/task-tags.tsx";
import { useTaskCard } from "#app/routes/+tasks/use-task-card.ts";
import type { TaskView } from "#core/tasks/task-view.ts";

const PRIORITY_MARK = { high: "bg-danger", medium: "bg-warning", low: "bg-muted" } as const;
const TAG_CLASS_NAMES: TagClassNames = {
	board: "rounded bg-sunken px-1.5 py-0.5 font-medium text-text",
	completed: "rounded-full border border-success px-2 py-0.5 font-medium text-success",
	selected: "font-medium text-primary",
};

/**
 * A task as a card: its name starts with the title; a click on the title or Enter opens the editor. Re-rendered
 * only when its task, its selection or the page's settings change.
 */
export const TaskCard = memo(function TaskCard({ task }: { task: TaskView }) {
	const { view, titleId, isSelected, isDragging, isDone, boardName, itemProps, handleProps, onKeyDown } = useTaskCard(
		task,
		{
			idPrefix: "task",
		},
	);
	const { actions, labels, viewOptions, onCardClick, onEdit } = view;
	return (
		<li {...itemProps}>
			<article
				{...handleProps}
				onKeyDown={onKeyDown}
				onClick={(event) => {
					if (event.target === event.currentTarget || !(event.target as HTMLElement).closest("button,input,a"))
						onCardClick(event, task.id);
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
								if (!onCardClick(event, task.id)) onEdit(task);
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
						<TaskTags task={task} boardName={boardName} isSelected={isSelected} classNames={TAG_CLASS_NAMES} />
					</p>
				</div>
				<TaskActionsMenu
					task={task}
					className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-sunken"
				/>
			</article>
		</li>
	);
});
