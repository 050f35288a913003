import { useTranslation } from "react-i18next";
import type { PageTask } from "#app/lib/page-task.ts";

/** The tasks a count counts: the ones still to do, as a done task is nothing left to do. */
export const openTaskCount = (tasks: readonly Pick<PageTask, "status">[]) =>
	tasks.filter((task) => task.status !== "done").length;

/** How many tasks a quadrant or a section of the wall still has to do, named for screen readers. */
export function TaskCount({ tasks, className }: { tasks: readonly PageTask[]; className: string }) {
	const { t } = useTranslation();
	return (
		<p className={`rounded-full px-2.5 py-0.5 text-sm font-medium tabular-nums ${className}`}>
			<span className="sr-only">{t("matrix.taskCount")}: </span>
			{openTaskCount(tasks)}
		</p>
	);
}
