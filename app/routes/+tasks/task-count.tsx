import { useTranslation } from "react-i18next";
import type { PageTask } from "#app/lib/page-task.ts";

/** The tasks a count counts: the ones still to do, as a done task is nothing left to do. */
export const openTaskCount = (tasks: readonly Pick<PageTask, "status">[]) =>
	tasks.filter((task) => task.status !== "done").length;

/**
 * How many tasks a quadrant or a section of the wall still has to do: the number as the language writes it, named
 * for screen readers.
 */
export function TaskCount({ tasks, className }: { tasks: readonly PageTask[]; className: string }) {
	const { t, i18n } = useTranslation();
	const count = openTaskCount(tasks);
	return (
		<p className={`rounded-full px-2.5 py-0.5 text-sm font-medium tabular-nums ${className}`}>
			<span aria-hidden="true">{count.toLocaleString(i18n.language)}</span>
			<span className="sr-only">{t("boards.taskCount", { count })}</span>
		</p>
	);
}
