import { useDroppable } from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext } from "@dnd-kit/sortable";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "#app/components/ui/button.tsx";

type Props = {
	/** The heading's id, which names the section. */
	id: string;
	title: string;
	count: number;
	/** Ids of the notes, in order, when they can be dragged; none for a wall whose order is not the user's. */
	sortableIds?: string[];
	/** The drop target id of the section itself (its empty space and its end). */
	dropId?: string;
	addLabel: string;
	onAdd: () => void;
	emptyText: string;
	/** Shown next to the title, e.g. the quadrant's note colour. */
	swatch?: ReactNode;
	children: ReactNode;
};

/** A labelled part of the wall: its title, count and add button, and its notes in a wrapping grid. */
export function StickySection({
	id,
	title,
	count,
	sortableIds,
	dropId,
	addLabel,
	onAdd,
	emptyText,
	swatch,
	children,
}: Props) {
	const { t } = useTranslation();
	const { setNodeRef, isOver } = useDroppable({ id: dropId ?? id, disabled: dropId === undefined });
	const notes = (
		<ul
			ref={setNodeRef}
			className={`grid min-h-24 grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3 rounded-lg p-1 print:grid-cols-3 ${
				isOver ? "outline-2 outline-primary" : ""
			}`}
		>
			{children}
		</ul>
	);
	return (
		<section aria-labelledby={id} className="flex flex-col gap-3 print:break-inside-auto">
			<header className="flex items-center justify-between gap-2">
				<h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
					{swatch}
					{title}
				</h2>
				<div className="flex items-center gap-1 print:hidden">
					<p className="rounded-full bg-sunken px-2.5 py-0.5 text-sm font-medium tabular-nums">
						<span className="sr-only">{t("matrix.taskCount")}: </span>
						{count}
					</p>
					<IconButton variant="ghost" size="sm" label={addLabel} onClick={onAdd}>
						<Plus />
					</IconButton>
				</div>
			</header>
			{sortableIds ? (
				<SortableContext id={id} items={sortableIds} strategy={rectSortingStrategy}>
					{notes}
				</SortableContext>
			) : (
				notes
			)}
			{count === 0 ? <p className="text-sm text-muted">{emptyText}</p> : null}
		</section>
	);
}
