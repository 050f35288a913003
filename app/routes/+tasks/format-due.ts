import { type Locale, languageTag } from "#core/constants.ts";

const formats = new Map<string, Intl.DateTimeFormat>();
const formatted = new Map<string, string>();
const MAX_REMEMBERED = 2000;

function formatOf(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
	const key = `${locale} ${withTime}`;
	let format = formats.get(key);
	if (!format) {
		format = new Intl.DateTimeFormat(languageTag(locale), {
			month: "short",
			day: "numeric",
			...(withTime ? { hour: "numeric", minute: "2-digit" } : {}),
			timeZone: "UTC",
		});
		formats.set(key, format);
	}
	return format;
}

/**
 * A due date, and its time when it has one, as the language writes them ("Dec 3, 3:00 PM", "12월 3일 오후 3:00",
 * "3 déc., 15:00"). A due date and time are wall-clock values without a zone: read and printed as UTC, so server and
 * browser print the same. Boards repeat dates, and formatting is slow next to the rest of a card: each is formatted
 * once.
 */
export function formatDue(locale: Locale, date: string, time: string | null): string {
	const key = `${locale} ${date} ${time ?? ""}`;
	const known = formatted.get(key);
	if (known !== undefined) return known;
	const instant = new Date(`${date}T${time ? time.slice(0, 5) : "00:00"}:00Z`);
	const text = formatOf(locale, time !== null).format(instant);
	if (formatted.size >= MAX_REMEMBERED) formatted.clear();
	formatted.set(key, text);
	return text;
}
