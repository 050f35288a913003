import type { PageTask } from "#app/lib/page-task.ts";
import { DueDateTag } from "./due-date-tag.tsx";
import { useTaskView } from "./task-view-context.ts";

/** The classes of each tag, which the view decides (and which only its own page then downloads). */
export type TagClassNames = { board: string; completed: string; selected: string };

type Props = { task: PageTask; boardName: string | undefined; isSelected: boolean; classNames: TagClassNames };

/** The tags of a card, as the view options ask: its board in "Show everything", due date, completed, selected. */
export function TaskTags({ task, boardName, isSelected, classNames }: Props) {
	const { viewOptions, labels, locale } = useTaskView();
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
