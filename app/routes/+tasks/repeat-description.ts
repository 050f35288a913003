import type { TFunction } from "i18next";
import type { Locale } from "#core/constants.ts";
import { isEveryWeekday, parseRepeatRule, type RepeatRule, WEEKDAYS } from "#core/tasks/repeat-rule.ts";

// 1 January 2024 was a Monday: the weekdays of WEEKDAYS, in order, from there.
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/**
 * What a task's `repeat` says, in the page's language ("Repeats every 2 weeks on Monday and Thursday, until 31 Dec
 * 2026"): built from the rule's parts with the catalogs' plurals and the browser's own names of days and lists, so the
 * pages never load `rrule` (whose text is English only). Null when the rule cannot be read.
 */
export function describeRepeat(repeat: string, t: TFunction, locale: Locale): string | null {
	const rule = parseRepeatRule(repeat);
	if (typeof rule === "string") return null;
	const base = describeFrequency(rule, t, locale);
	if (rule.count !== null) return t("repeat.times", { rule: base, count: rule.count });
	if (rule.until !== null) return t("repeat.until", { rule: base, date: formatUntil(rule.until, locale) });
	return base;
}

function describeFrequency(rule: RepeatRule, t: TFunction, locale: Locale): string {
	const count = rule.interval;
	const isOne = count === 1;
	if (rule.freq === "DAILY") return isOne ? t("repeat.daily") : t("repeat.day", { count });
	if (rule.freq === "WEEKLY") {
		if (isOne && isEveryWeekday(rule)) return t("repeat.weekdays");
		if (rule.byDay.length === 0) return isOne ? t("repeat.weekly") : t("repeat.week", { count });
		const days = weekdayList(rule, locale);
		return isOne ? t("repeat.weeklyOn", { days }) : t("repeat.weekOn", { count, days });
	}
	if (rule.freq === "MONTHLY") {
		const [day] = rule.byMonthDay;
		if (rule.byMonthDay.length !== 1 || day === undefined || day < 0) {
			return isOne ? t("repeat.monthly") : t("repeat.month", { count });
		}
		return isOne ? t("repeat.monthlyOn", { day }) : t("repeat.monthOn", { count, day });
	}
	return isOne ? t("repeat.yearly") : t("repeat.year", { count });
}

function weekdayList(rule: RepeatRule, locale: Locale): string {
	const names = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
	const days = WEEKDAYS.filter((day) => rule.byDay.includes(day)).map((day) =>
		names.format(new Date(A_MONDAY + WEEKDAYS.indexOf(day) * DAY_MS)),
	);
	return new Intl.ListFormat(locale, { type: "conjunction" }).format(days);
}

function formatUntil(until: string, locale: Locale): string {
	const date = new Date(`${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}T00:00:00Z`);
	// Korean's medium style is dotted ("2026. 12. 31."), which reads badly before 까지; its long one is "2026년 12월 31일".
	const dateStyle = locale === "ko" ? "long" : "medium";
	return new Intl.DateTimeFormat(locale, { dateStyle, timeZone: "UTC" }).format(date);
}
