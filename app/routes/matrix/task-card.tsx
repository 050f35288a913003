import { useTranslation } from "react-i18next";
import type { MatrixTask } from "./route.tsx";

const PRIORITY_MARK = { high: "bg-danger", medium: "bg-warning", low: "bg-muted" } as const;

/** A task as a card: its name starts with the title, then priority and status. */
export function TaskCard({ task }: { task: MatrixTask }) {
	const { t } = useTranslation();
	const titleId = `task-${task.id}`;
	const isDone = task.status === "done";
	return (
		<li>
			<article
				aria-labelledby={titleId}
				className="flex flex-col gap-1 rounded-md border border-border bg-surface p-3 shadow-sm"
			>
				<h3 id={titleId} className={`font-medium break-words ${isDone ? "text-muted line-through" : ""}`}>
					{task.title}
				</h3>
				<p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
					<span className="inline-flex items-center gap-1">
						<span aria-hidden="true" className={`size-2 rounded-full ${PRIORITY_MARK[task.priority]}`} />
						{t(`task.priority.${task.priority}`)}
					</span>
					<span>{t(`task.status.${task.status}`)}</span>
				</p>
			</article>
		</li>
	);
}
