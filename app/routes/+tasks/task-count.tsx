import { useTranslation } from "react-i18next";

/** How many tasks a quadrant or a section of the wall holds: the number as the language writes it, named for screen readers. */
export function TaskCount({ count, className }: { count: number; className: string }) {
	const { t, i18n } = useTranslation();
	return (
		<p className={`rounded-full px-2.5 py-0.5 text-sm font-medium tabular-nums ${className}`}>
			<span aria-hidden="true">{count.toLocaleString(i18n.language)}</span>
			<span className="sr-only">{t("boards.taskCount", { count })}</span>
		</p>
	);
}
