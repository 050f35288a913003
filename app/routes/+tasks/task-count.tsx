import { useTranslation } from "react-i18next";

/** How many tasks a quadrant or a section of the wall holds, named for screen readers. */
export function TaskCount({ count, className }: { count: number; className: string }) {
	const { t } = useTranslation();
	return (
		<p className={`rounded-full px-2.5 py-0.5 text-sm font-medium tabular-nums ${className}`}>
			<span className="sr-only">{t("matrix.taskCount")}: </span>
			{count}
		</p>
	);
}
