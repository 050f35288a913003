import { useTranslation } from "react-i18next";
import { ControlField, FormField } from "#app/components/form-field.tsx";
import { REMINDER_OFFSETS_MINUTES, type ReminderOffsetMinutes } from "#core/constants.ts";
import { CheckboxField } from "./checkbox-field.tsx";

export type ReminderTiming = {
	reminderOffsetMinutes: ReminderOffsetMinutes;
	reminderHour: number;
	hasQuietHours: boolean;
	quietHoursStart: string;
	quietHoursEnd: string;
};

/** What an hour reads as in the list: a 24-hour clock, the same on the server and in every browser. */
const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * When reminders go out: the offset before a due time, the hour for a task with only a date, and quiet hours.
 * Native selects and time inputs, so each works with the keyboard and a screen reader as the platform made it.
 */
export function ReminderTimingFields({
	values,
	errors,
	onChange,
}: {
	values: ReminderTiming;
	/** Translated messages for the fields the settings schema refused. */
	errors: Partial<Record<"quietHoursStart" | "quietHoursEnd", string>>;
	onChange: (next: Partial<ReminderTiming>) => void;
}) {
	const { t } = useTranslation();
	return (
		<>
			<ControlField label={t("settings.reminderOffset")}>
				{(control) => (
					<select
						{...control}
						name="reminderOffsetMinutes"
						className={`${control.className} self-start`}
						value={values.reminderOffsetMinutes}
						onChange={(event) =>
							onChange({ reminderOffsetMinutes: Number(event.target.value) as ReminderOffsetMinutes })
						}
					>
						{REMINDER_OFFSETS_MINUTES.map((minutes) => (
							<option key={minutes} value={minutes}>
								{t(`settings.reminderOffsets.${minutes}`)}
							</option>
						))}
					</select>
				)}
			</ControlField>
			<ControlField label={t("settings.reminderHour")}>
				{(control) => (
					<select
						{...control}
						name="reminderHour"
						className={`${control.className} self-start`}
						value={values.reminderHour}
						onChange={(event) => onChange({ reminderHour: Number(event.target.value) })}
					>
						{HOURS.map((hour) => (
							<option key={hour} value={hour}>
								{hourLabel(hour)}
							</option>
						))}
					</select>
				)}
			</ControlField>
			<fieldset className="flex flex-col gap-2">
				<legend className="mb-1 text-sm font-semibold">{t("settings.quietHours")}</legend>
				<CheckboxField
					name="hasQuietHours"
					checked={values.hasQuietHours}
					onChange={(isChecked) => onChange({ hasQuietHours: isChecked })}
					label={t("settings.quietHoursEnabled")}
				/>
				{values.hasQuietHours ? (
					<div className="flex flex-wrap gap-4">
						<FormField
							type="time"
							name="quietHoursStart"
							label={t("settings.quietHoursStart")}
							value={values.quietHoursStart}
							error={errors.quietHoursStart}
							onChange={(event) => onChange({ quietHoursStart: event.target.value })}
						/>
						<FormField
							type="time"
							name="quietHoursEnd"
							label={t("settings.quietHoursEnd")}
							value={values.quietHoursEnd}
							error={errors.quietHoursEnd}
							onChange={(event) => onChange({ quietHoursEnd: event.target.value })}
						/>
					</div>
				) : null}
				<p className="text-sm text-muted">{t("settings.quietHoursHint")}</p>
			</fieldset>
		</>
	);
}
