import { useTranslation } from "react-i18next";
import type { Quadrant } from "#core/tasks/quadrants.ts";
import type { MatrixTask } from "./route.tsx";
import { TaskCard } from "./task-card.tsx";

const QUADRANT_BACKGROUND: Record<Quadrant, string> = {
	"urgent-important": "bg-q1",
	"not-urgent-important": "bg-q2",
	"urgent-not-important": "bg-q3",
	"not-urgent-not-important": "bg-q4",
};

/** One quadrant: a region named by its title, with its hint, its count and its tasks in the user's order. */
export function QuadrantSection({ quadrant, tasks }: { quadrant: Quadrant; tasks: MatrixTask[] }) {
	const { t } = useTranslation();
	const headingId = `quadrant-${quadrant}`;
	return (
		<section
			aria-labelledby={headingId}
			className={`flex min-h-48 flex-col gap-3 rounded-lg border border-border p-4 ${QUADRANT_BACKGROUND[quadrant]}`}
		>
			<header className="flex items-start justify-between gap-2">
				<div>
					<h2 id={headingId} className="text-lg font-semibold">
						{t(`quadrants.${quadrant}.name`)}
					</h2>
					<p className="text-sm text-muted">{t(`quadrants.${quadrant}.hint`)}</p>
				</div>
				<p className="rounded-full bg-surface px-2.5 py-0.5 text-sm font-medium tabular-nums">
					<span className="sr-only">{t("matrix.taskCount")}: </span>
					{tasks.length}
				</p>
			</header>
			{tasks.length === 0 ? (
				<p className="text-sm text-muted">{t("matrix.empty")}</p>
			) : (
				<ul className="flex flex-col gap-2">
					{tasks.map((task) => (
						<TaskCard key={task.id} task={task} />
					))}
				</ul>
			)}
		</section>
	);
}
