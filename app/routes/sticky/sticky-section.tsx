import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "#app/components/ui/button.tsx";
import type { PageTask } from "#app/lib/page-task.ts";
import { useLiveDroppable } from "#app/routes/+tasks/drag-store.ts";
import { EmptyColumnNote } from "#app/routes/+tasks/empty-column-note.tsx";
import { TaskCount } from "#app/routes/+tasks/task-count.tsx";
import { StickyNote } from "./sticky-note.tsx";

type Props = {
	/** The heading's id, which names the section. */
	id: string;
	title: string;
	tasks: PageTask[];
	/**
	 * The drop target id of the section itself (its empty space and its end). Without one the order is not the
	 * user's (the wall by due date): nothing is dragged.
	 */
	dropId?: string;
	addLabel: string;
	onAdd: () => void;
	/** Shown next to the title, e.g. the quadrant's note colour. */
	swatch?: ReactNode;
	/** What an empty section says (a quadrant's says what belongs in it); "No notes here yet." by default. */
	emptyText?: string;
};

/** A labelled part of the wall: its title, count and add button, and its notes in a wrapping grid. */
export function StickySection({ id, title, tasks, dropId, addLabel, onAdd, swatch, emptyText }: Props) {
	const { t } = useTranslation();
	const isStatic = dropId === undefined;
	const drop = useLiveDroppable(dropId);
	return (
		<section aria-labelledby={id} className="flex flex-col gap-3 print:break-inside-auto">
			<header className="flex items-center justify-between gap-2">
				<h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
					{swatch}
					{title}
				</h2>
				<div className="flex items-center gap-1 print:hidden">
					<TaskCount tasks={tasks} className="bg-sunken" />
					<IconButton variant="ghost" size="sm" label={addLabel} onClick={onAdd}>
						<Plus />
					</IconButton>
				</div>
			</header>
			<ul
				ref={drop?.setNodeRef}
				data-drop-target={drop?.isOver || undefined}
				// Where a dragged note would land: a thick dashed outline, not only another colour.
				className={`grid min-h-24 grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3 rounded-lg p-1 print:grid-cols-3 ${
					drop?.isOver ? "outline-3 outline-offset-2 outline-primary outline-dashed" : ""
				}`}
			>
				{tasks.map((task) => (
					<StickyNote key={task.id} task={task} isStatic={isStatic} />
				))}
			</ul>
			{tasks.length === 0 ? (
				<EmptyColumnNote noMatches={t("sticky.noMatches")} empty={emptyText ?? t("sticky.empty")} />
			) : null}
		</section>
	);
}
