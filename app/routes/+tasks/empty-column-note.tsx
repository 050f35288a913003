import { useTranslation } from "react-i18next";
import { useVisibleTasks } from "./task-view-context.ts";

type Props = { noMatches: string; empty: string };

/**
 * What an empty column of a task view says, in this order: that the chosen time window holds no task, that no task
 * matches the search, or the column's own `empty` text. The matrix's quadrants and the sticky wall's sections share it.
 */
export function EmptyColumnNote({ noMatches, empty }: Props) {
	const { t } = useTranslation();
	const { isFiltered, emptyWindow } = useVisibleTasks();
	return (
		<p className="text-sm text-muted">
			{emptyWindow ? t(`timeWindow.empty.${emptyWindow}`) : isFiltered ? noMatches : empty}
		</p>
	);
}
