import { useTranslation } from "react-i18next";
import { ControlField } from "#app/components/form-field.tsx";
import { URGENCY_DAYS_MAX } from "#core/constants.ts";

const OFF = "off";
const DAYS = Array.from({ length: URGENCY_DAYS_MAX + 1 }, (_, days) => days);

/**
 * "A task becomes urgent N days before it is due", or never: one native select, beside the reminder settings since
 * both read the due date. The server's job does the moving (ADR 0032).
 */
export function UrgencyField({
	urgencyDays,
	onChange,
}: {
	urgencyDays: number | null;
	onChange: (next: { urgencyDays: number | null }) => void;
}) {
	const { t } = useTranslation();
	return (
		<ControlField label={t("settings.urgencyDays")} hint={t("settings.urgencyHint")}>
			{(control) => (
				<select
					{...control}
					name="urgencyDays"
					className={`${control.className} self-start`}
					value={urgencyDays ?? OFF}
					onChange={(event) =>
						onChange({ urgencyDays: event.target.value === OFF ? null : Number(event.target.value) })
					}
				>
					<option value={OFF}>{t("settings.urgencyOff")}</option>
					{DAYS.map((days) => (
						<option key={days} value={days}>
							{days === 0 ? t("settings.urgencyOnDueDate") : t("settings.urgencyDaysBefore", { count: days })}
						</option>
					))}
				</select>
			)}
		</ControlField>
	);
}
