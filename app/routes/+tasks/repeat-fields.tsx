import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField, SelectField } from "#app/components/form-field.tsx";
import type { Locale } from "#core/constants.ts";
import { WEEKDAYS } from "#core/tasks/repeat-rule.ts";
import { CUSTOM_UNITS, REPEAT_ENDS, REPEAT_KINDS, type RepeatChoice, type RepeatProblem } from "./repeat-choice.ts";
import { describeRepeat } from "./repeat-description.ts";

type Props = {
	choice: RepeatChoice;
	onChange: (choice: RepeatChoice) => void;
	/** The problem to show, once the form was submitted; "needsDate" when the rule has no due date to start from. */
	problem: RepeatProblem | "needsDate" | undefined;
};

// 1 January 2024 was a Monday: the weekdays of WEEKDAYS, in order, from there.
const A_MONDAY = Date.UTC(2024, 0, 1);

const KIND_LABELS = {
	none: "editor.repeatNone",
	daily: "editor.repeatDaily",
	weekdays: "editor.repeatWeekdays",
	weekly: "editor.repeatWeekly",
	monthly: "editor.repeatMonthly",
	yearly: "editor.repeatYearly",
	custom: "editor.repeatCustom",
} as const;
const UNIT_LABELS = {
	DAILY: "editor.repeatUnitDays",
	WEEKLY: "editor.repeatUnitWeeks",
	MONTHLY: "editor.repeatUnitMonths",
} as const;
const END_LABELS = {
	never: "editor.repeatEndsNever",
	until: "editor.repeatEndsOnDate",
	count: "editor.repeatEndsAfter",
} as const;
const NUMBER_RANGES = { repeatMonthDay: [1, 31], repeatInterval: [1, 999], repeatCount: [1, 1000] } as const;

/** The task editor's repeat: a kind, what the kind needs (days, a day of the month, an interval), and an end. */
export function RepeatFields({ choice, onChange, problem }: Props) {
	// The catalog's language, which is the page's: the editor needs no router to know it.
	const { t, i18n } = useTranslation();
	const locale = i18n.language as Locale;
	const set = (field: keyof RepeatChoice) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
		onChange({ ...choice, [field]: event.target.value });
	const messageOf = (wanted: RepeatProblem) => {
		if (problem !== wanted) return undefined;
		if (wanted === "repeatUntil") return t("editor.invalidDate");
		if (wanted === "repeatNeedsDay") return t("editor.repeatNeedsDay");
		const [min, max] = NUMBER_RANGES[wanted];
		return t("editor.repeatNumber", { min, max });
	};
	const dayNames = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
	const kinds = [
		...REPEAT_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) })),
		...(choice.kind === "other"
			? [{ value: "other", label: describeRepeat(choice.original, t, locale) ?? choice.original }]
			: []),
	];
	const hasEnd = choice.kind !== "none" && choice.kind !== "other";
	return (
		<div className="flex flex-col gap-4">
			<SelectField
				label={t("editor.repeat")}
				name="repeat"
				value={choice.kind}
				options={kinds}
				error={problem === "needsDate" ? t("editor.repeatNeedsDate") : undefined}
				onChange={set("kind")}
			/>
			{choice.kind === "weekly" ? (
				<fieldset className="flex flex-col gap-1">
					<legend className="text-sm font-medium">{t("editor.repeatOn")}</legend>
					<div className="flex flex-wrap gap-x-4 gap-y-1">
						{WEEKDAYS.map((day, index) => (
							<label key={day} className="flex items-center gap-1 text-sm">
								<input
									type="checkbox"
									checked={choice.days.includes(day)}
									aria-invalid={problem === "repeatNeedsDay" ? true : undefined}
									onChange={(event) =>
										onChange({
											...choice,
											days: event.target.checked
												? [...choice.days, day]
												: choice.days.filter((chosen) => chosen !== day),
										})
									}
								/>
								{dayNames.format(new Date(A_MONDAY + index * 86_400_000))}
							</label>
						))}
					</div>
					{messageOf("repeatNeedsDay") ? <p className="text-sm text-danger">{messageOf("repeatNeedsDay")}</p> : null}
				</fieldset>
			) : null}
			{choice.kind === "monthly" ? (
				<FormField
					type="number"
					inputMode="numeric"
					min={1}
					max={31}
					label={t("editor.repeatMonthDay")}
					value={choice.monthDay}
					error={messageOf("repeatMonthDay")}
					onChange={set("monthDay")}
				/>
			) : null}
			{choice.kind === "custom" ? (
				<div className="grid gap-4 sm:grid-cols-2">
					<FormField
						type="number"
						inputMode="numeric"
						min={1}
						max={999}
						label={t("editor.repeatInterval")}
						value={choice.interval}
						error={messageOf("repeatInterval")}
						onChange={set("interval")}
					/>
					<SelectField
						label={t("editor.repeatUnit")}
						value={choice.unit}
						options={CUSTOM_UNITS.map((unit) => ({ value: unit, label: t(UNIT_LABELS[unit]) }))}
						onChange={set("unit")}
					/>
				</div>
			) : null}
			{hasEnd ? (
				<div className="grid gap-4 sm:grid-cols-2">
					<SelectField
						label={t("editor.repeatEnds")}
						value={choice.end}
						options={REPEAT_ENDS.map((end) => ({ value: end, label: t(END_LABELS[end]) }))}
						onChange={set("end")}
					/>
					{choice.end === "until" ? (
						<FormField
							type="date"
							label={t("editor.repeatUntil")}
							value={choice.until}
							error={messageOf("repeatUntil")}
							onChange={set("until")}
						/>
					) : null}
					{choice.end === "count" ? (
						<FormField
							type="number"
							inputMode="numeric"
							min={1}
							max={1000}
							label={t("editor.repeatCount")}
							value={choice.count}
							error={messageOf("repeatCount")}
							onChange={set("count")}
						/>
					) : null}
				</div>
			) : null}
		</div>
	);
}
