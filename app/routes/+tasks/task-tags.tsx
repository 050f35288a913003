import type { PageTask } from "#app/lib/page-task.ts";
import { checklistProgress } from "#core/checklists/checklist-item-view.ts";
import { DueDateTag } from "./due-date-tag.tsx";
import type { TaskViewValue } from "./task-view-context.ts";
import { UrgencyChip } from "./urgency-chip.tsx";

/** The classes of each tag, which the view decides (and which only its own page then downloads). */
export type TagClassNames = { example: string; board: string; completed: string; selected: string };

type Options = {
	task: PageTask;
	/** The id of the card's facts (example, priority, status), which its name reads after the title. */
	factsId: string;
	view: TaskViewValue;
	boardName: string | undefined;
	isSelected: boolean;
	classNames: TagClassNames;
};

/**
 * The tags of a card: "Example" on the examples of a first board, then as the view options ask: its board in "Show
 * everything", due date, repeat, completed, selected. First, hidden, the facts its name reads. A function the card calls rather
 * than a component: a component per card, most often rendering nothing, was a few microseconds of the server's render
 * each.
 */
export function taskTags({ task, factsId, view, boardName, isSelected, classNames }: Options) {
	const { viewOptions, labels, locale } = view;
	const isDone = task.status === "done";
	return (
		<>
			{/* Hidden: read only as part of the card's name, so a screen reader hears the defaults the card leaves out. */}
			<span id={factsId} hidden>
				{labels.factsOf(task)}
			</span>
			{task.isExample ? <span className={classNames.example}>{labels.example}</span> : null}
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
			{task.escalatedOn !== null && !task.isPinned && !isDone && task.dueDate ? (
				<UrgencyChip dueDate={task.dueDate} label={labels.dueIn} isDueDateShown={viewOptions.showDateTags} />
			) : null}
			{task.isPinned ? (
				<span role="img" aria-label={labels.pinned} className="task-repeat">
					📌
				</span>
			) : null}
			{task.repeat !== null ? (
				// A glyph rather than an icon component: the card is in every task page's first download.
				<span role="img" aria-label={labels.repeatOf(task.repeat) ?? undefined} className="task-repeat">
					↻
				</span>
			) : null}
			{task.checklist.length > 0 ? checklistTag(task, labels) : null}
			{viewOptions.showCompletedBadge && isDone ? (
				<span className={classNames.completed}>{labels.completedBadge}</span>
			) : null}
			{isSelected ? <span className={classNames.selected}>{labels.isSelected}</span> : null}
		</>
	);
}

/** "2/5" with a bar whose name says it in words: how far the task's checklist is. */
function checklistTag(task: PageTask, labels: TaskViewValue["labels"]) {
	const { done, total } = checklistProgress(task.checklist);
	return (
		<span className="task-checklist">
			<progress value={done} max={total} aria-label={labels.checklistOf(done, total)} />
			<span aria-hidden="true">{`${done}/${total}`}</span>
		</span>
	);
}
