import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "#app/lib/use-locale.ts";

/** "YYYY-MM-DD" and "HH:MM" of now, in the browser's time zone. */
function nowParts() {
	const now = new Date();
	const pad = (value: number) => String(value).padStart(2, "0");
	return {
		date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
		time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
	};
}

/**
 * The due date (and time) in the page's language; highlighted once it has passed for an open task. Whether it
 * has passed depends on the user's clock, so it is decided in the browser after hydration, never on the server.
 */
export function DueDateTag({ date, time, isOpen }: { date: string; time: string | null; isOpen: boolean }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const [now, setNow] = useState<ReturnType<typeof nowParts> | null>(null);
	useEffect(() => setNow(nowParts()), []);
	// A calendar date has no time zone: format it as UTC so server and browser print the same day.
	const day = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(
		new Date(`${date}T00:00:00Z`),
	);
	const isOverdue =
		isOpen && now !== null && (date < now.date || (date === now.date && time !== null && time < now.time));
	return (
		<span
			className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 ${
				isOverdue ? "bg-danger font-medium text-on-danger" : "border border-border"
			}`}
		>
			<time dateTime={time ? `${date}T${time}` : date}>{time ? `${day} ${time}` : day}</time>
			{isOverdue ? <span>· {t("matrix.overdue")}</span> : null}
		</span>
	);
}
