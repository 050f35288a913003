import { ArrowRightLeft, CircleCheck, Trash2, X } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button.tsx";
import { MenuOnDemand } from "#app/components/ui/menu-on-demand.tsx";
import type { PageTask } from "#app/lib/page-task.ts";
import type { Quadrant } from "#core/constants.ts";
import type { TaskActions } from "./use-task-actions.ts";

const MoveToMenu = lazy(() => import("./move-to-menu.tsx"));

/** What can be done to the selected tasks together: move, complete, delete. Loaded with the first selection. */
export default function SelectionBar({
	tasks,
	actions,
	onClear,
}: {
	tasks: PageTask[];
	actions: TaskActions;
	onClear: () => void;
}) {
	const { t } = useTranslation();
	const moveTrigger = {
		className:
			"inline-flex h-8 items-center gap-2 rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-sunken",
		children: (
			<>
				<ArrowRightLeft aria-hidden="true" className="size-4" />
				<span>{t("matrix.moveTo")}</span>
			</>
		),
	};
	const onMove = (quadrant: Quadrant) =>
		actions.moveByHand(
			tasks.filter((task) => task.quadrant !== quadrant),
			quadrant,
		);
	return (
		<div className="print:hidden">
			<section
				aria-label={t("matrix.selection")}
				className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-sunken px-3 py-2"
			>
				<p className="mr-auto text-sm font-medium" aria-live="polite">
					{t("matrix.selected", { count: tasks.length })}
				</p>
				<MenuOnDemand trigger={moveTrigger}>
					<MoveToMenu trigger={moveTrigger} onMove={(quadrant) => void onMove(quadrant)} />
				</MenuOnDemand>
				<Button
					variant="secondary"
					size="sm"
					onClick={() => {
						for (const task of tasks) if (task.status !== "done") void actions.setDone(task, true);
					}}
				>
					<CircleCheck aria-hidden="true" />
					{t("matrix.complete")}
				</Button>
				<Button
					variant="secondary"
					size="sm"
					onClick={() => {
						void actions.remove(tasks);
						onClear();
					}}
				>
					<Trash2 aria-hidden="true" />
					{t("matrix.delete")}
				</Button>
				<Button variant="ghost" size="sm" onClick={onClear}>
					<X aria-hidden="true" />
					{t("matrix.clearSelection")}
				</Button>
			</section>
		</div>
	);
}
