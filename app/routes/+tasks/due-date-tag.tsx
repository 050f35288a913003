import { use } from "react";
import type { Locale } from "#core/constants.ts";
import { NowContext } from "./now-context.ts";
import { isPastDue } from "./time-window.ts";

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
const formattedDays = new Map<string, string>();
const MAX_REMEMBERED_DAYS = 2000;

/**
 * A calendar date has no time zone: formatted as UTC, so server and browser print the same day. Boards repeat
 * dates, and formatting is slow next to the rest of a card, so each (language, day) is formatted once.
 */
function formatDay(date: string, locale: Locale) {
	const key = `${locale} ${date}`;
	const known = formattedDays.get(key);
	if (known !== undefined) return known;
	let format = dayFormats.get(locale);
	if (!format) {
		format = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
		dayFormats.set(locale, format);
	}
	const formatted = format.format(new Date(`${date}T00:00:00Z`));
	if (formattedDays.size >= MAX_REMEMBERED_DAYS) formattedDays.clear();
	formattedDays.set(key, formatted);
	return formatted;
}

type Props = { date: string; time: string | null; isOpen: boolean; locale: Locale; overdueLabel: string };

/** The due date (and time) in the page's language; highlighted once it has passed for an open task. */
export function DueDateTag({ date, time, isOpen, locale, overdueLabel }: Props) {
	const now = use(NowContext);
	const day = formatDay(date, locale);
	const isOverdue = isOpen && now !== null && isPastDue(date, time, now);
	return (
		<span className={`due-tag ${isOverdue ? "bg-danger font-medium text-on-danger" : "border border-border"}`}>
			<time dateTime={time ? `${date}T${time}` : date}>{time ? `${day} ${time}` : day}</time>
			{isOverdue ? <span>· {overdueLabel}</span> : null}
		</span>
	);
}
