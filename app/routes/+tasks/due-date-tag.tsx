import { use } from "react";
import type { Locale } from "#core/constants.ts";
import { formatDue } from "./format-due.ts";
import { NowContext } from "./now-context.ts";
import { isPastDue } from "./time-window.ts";

type Props = { date: string; time: string | null; isOpen: boolean; locale: Locale; overdueLabel: string };

/** The due date (and time) in the page's language; highlighted once it has passed for an open task. */
export function DueDateTag({ date, time, isOpen, locale, overdueLabel }: Props) {
	const now = use(NowContext);
	const isOverdue = isOpen && now !== null && isPastDue(date, time, now);
	return (
		<span className={`due-tag ${isOverdue ? "bg-danger font-medium text-on-danger" : "border border-border"}`}>
			<time dateTime={time ? `${date}T${time}` : date}>{formatDue(locale, date, time)}</time>
			{isOverdue ? <span>· {overdueLabel}</span> : null}
		</span>
	);
}
