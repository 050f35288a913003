import type { PageTask } from "#app/lib/page-task.ts";
import { DueDateTag } from "./due-date-tag.tsx";
import type { TaskViewValue } from "./task-view-context.ts";

/** The classes of each tag, which the view decides (and which only its own page then downloads). */
export type TagClassNames = { board: string; completed: string; selected: string };

type Options = {
	task: PageTask;
	view: TaskViewValue;
	boardName: string | undefined;
	isSelected: boolean;
	classNames: TagClassNames;
};

/**
 * The tags of a card, as the view options ask: its board in "Show everything", due date, completed, selected. A
 * function the card calls rather than a component: a component per card, most often rendering nothing, was a few
 * microseconds of the server's render each.
 */
export function taskTags({ task, view, boardName, isSelected, classNames }: Options) {
	const { viewOptions, labels, locale } = view;
	const isDone = task.status === "done";
	return (
		<>
			{boardName !== undefined ? <span className={classNames.board}>{boardName}</span> : null}
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
				<span className={classNames.completed}>{labels.completedBadge}</span>
			) : null}
			{isSelected ? <span className={classNames.selected}>{labels.isSelected}</span> : null}
		</>
	);
}
