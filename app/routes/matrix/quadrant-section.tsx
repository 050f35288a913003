import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Plus, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "#app/components/ui/button.tsx";
import { useLocale } from "#app/lib/use-locale.ts";
import { cardLabels } from "#app/routes/+tasks/card-labels.ts";
import type { BoardChoice } from "#app/routes/+tasks/task-page.tsx";
import type { Selection } from "#app/routes/+tasks/use-selection.ts";
import type { TaskActions } from "#app/routes/+tasks/use-task-actions.ts";
import { quadrantDropId } from "#app/routes/+tasks/use-task-dnd.ts";
import type { Quadrant } from "#core/constants.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { QuickAdd } from "./quick-add.tsx";
import { TaskCard } from "./task-card.tsx";

const QUADRANT_BACKGROUND: Record<Quadrant, string> = {
	"urgent-important": "bg-q1",
	"not-urgent-important": "bg-q2",
	"urgent-not-important": "bg-q3",
	"not-urgent-not-important": "bg-q4",
};

type Props = {
	quadrant: Quadrant;
	tasks: TaskView[];
	allBoards: BoardChoice | null;
	viewOptions: ViewOptions;
	actions: TaskActions;
	selection: Selection;
	isFiltered: boolean;
	onAddTask: (quadrant: Quadrant) => void;
	onDeleteAll: (quadrant: Quadrant) => void;
	onEdit: (task: TaskView) => void;
};

/** One quadrant: a region named by its title, with its hint, count, add and delete-all actions, and its tasks. */
export function QuadrantSection({
	quadrant,
	tasks,
	allBoards,
	viewOptions,
	actions,
	selection,
	isFiltered,
	onAddTask,
	onDeleteAll,
	onEdit,
}: Props) {
	const { t } = useTranslation();
	const locale = useLocale();
	const labels = useMemo(() => cardLabels(t), [t]);
	const { setNodeRef, isOver } = useDroppable({ id: quadrantDropId(quadrant) });
	const headingId = `quadrant-${quadrant}`;
	const name = t(`quadrants.${quadrant}.name`);
	return (
		<section
			aria-labelledby={headingId}
			data-quadrant={quadrant}
			className={`flex min-h-48 flex-col gap-3 rounded-lg border p-4 ${QUADRANT_BACKGROUND[quadrant]} ${
				isOver ? "border-primary" : "border-border"
			}`}
		>
			<header className="flex items-start justify-between gap-2">
				<div>
					<h2 id={headingId} className="text-lg font-semibold">
						{name}
					</h2>
					<p className="text-sm text-muted">{t(`quadrants.${quadrant}.hint`)}</p>
				</div>
				<div className="flex items-center gap-1">
					<p className="rounded-full bg-surface px-2.5 py-0.5 text-sm font-medium tabular-nums">
						<span className="sr-only">{t("matrix.taskCount")}: </span>
						{tasks.length}
					</p>
					<IconButton
						variant="ghost"
						size="sm"
						label={t("matrix.addTo", { quadrant: name })}
						onClick={() => onAddTask(quadrant)}
					>
						<Plus />
					</IconButton>
					<IconButton
						variant="ghost"
						size="sm"
						label={t("matrix.deleteAll", { quadrant: name })}
						onClick={() => onDeleteAll(quadrant)}
					>
						<Trash2 />
					</IconButton>
				</div>
			</header>
			<QuickAdd quadrant={quadrant} quadrantName={name} actions={actions} allBoards={allBoards} />
			<SortableContext id={quadrant} items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
				<ul ref={setNodeRef} className="flex min-h-12 flex-1 flex-col gap-2">
					{tasks.map((task) => (
						<TaskCard
							key={task.id}
							task={task}
							viewOptions={viewOptions}
							actions={actions}
							selection={selection}
							onEdit={onEdit}
							labels={labels}
							boardName={allBoards?.boards.find((board) => board.id === task.boardId)?.name}
							locale={locale}
						/>
					))}
				</ul>
			</SortableContext>
			{tasks.length === 0 ? (
				<p className="text-sm text-muted">{isFiltered ? t("matrix.noMatches") : t("matrix.empty")}</p>
			) : null}
		</section>
	);
}
