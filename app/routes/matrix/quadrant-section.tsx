import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconButton } from "#app/components/ui/button.tsx";
import type { PageTask } from "#app/lib/page-task.ts";
import { quadrantDropId, useLiveDroppable } from "#app/routes/+tasks/drag-store.ts";
import { EmptyColumnNote } from "#app/routes/+tasks/empty-column-note.tsx";
import { TaskCount } from "#app/routes/+tasks/task-count.tsx";
import { useTaskView } from "#app/routes/+tasks/task-view-context.ts";
import type { Quadrant } from "#core/constants.ts";
import { QUADRANT_BACKGROUND } from "./quadrant-background.ts";
import { QuickAdd } from "./quick-add.tsx";
import { TaskCard } from "./task-card.tsx";

type Props = { quadrant: Quadrant; tasks: PageTask[] };

/** One quadrant: a region named by its title, with its hint, count, add and delete-all actions, and its tasks. */
export function QuadrantSection({ quadrant, tasks }: Props) {
	const { t } = useTranslation();
	const { onAddTask, onDeleteAll } = useTaskView();
	const drop = useLiveDroppable(quadrantDropId(quadrant));
	const headingId = `quadrant-${quadrant}`;
	const name = t(`quadrants.${quadrant}.name`);
	const addLabel = t("matrix.addTo", { quadrant: name });
	const deleteAllLabel = t("matrix.deleteAll", { quadrant: name });
	return (
		<section
			aria-labelledby={headingId}
			data-quadrant={quadrant}
			data-drop-target={drop?.isOver || undefined}
			// Where a dragged card would land: a thick dashed outline, not only another colour.
			className={`flex min-h-48 flex-col gap-3 rounded-lg border p-4 ${QUADRANT_BACKGROUND[quadrant]} ${
				drop?.isOver ? "border-primary outline-3 outline-offset-2 outline-primary outline-dashed" : "border-border"
			}`}
		>
			<header className="flex items-start justify-between gap-2">
				<div>
					<h2 id={headingId} tabIndex={-1} className="text-lg font-semibold">
						{name}
					</h2>
					<p className="text-sm text-muted">{t(`quadrants.${quadrant}.hint`)}</p>
				</div>
				<div className="flex items-center gap-1">
					<TaskCount tasks={tasks} className="bg-surface" />
					<IconButton variant="ghost" size="sm" label={addLabel} onClick={() => onAddTask(quadrant)}>
						<Plus />
					</IconButton>
					<IconButton variant="ghost" size="sm" label={deleteAllLabel} onClick={() => onDeleteAll(quadrant)}>
						<Trash2 />
					</IconButton>
				</div>
			</header>
			<QuickAdd quadrant={quadrant} quadrantName={name} />
			<ul ref={drop?.setNodeRef} className="quadrant-tasks flex min-h-12 flex-1 flex-col gap-2">
				{tasks.map((task) => (
					<TaskCard key={task.id} task={task} />
				))}
			</ul>
			{tasks.length === 0 ? (
				<EmptyColumnNote noMatches={t("matrix.noMatches")} empty={t(`quadrants.${quadrant}.empty`)} />
			) : null}
		</section>
	);
}
