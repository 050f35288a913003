import { useTranslation } from "react-i18next";
import { FormField } from "#app/components/form-field.tsx";
import { CheckboxField } from "./checkbox-field.tsx";

export type DailyDigest = { hasDailyDigest: boolean; dailyDigestTime: string; dailyDigestByEmail: boolean };

/** The optional daily digest: on or off, the time it goes out, and whether by email too. */
export function DailyDigestFields({
	values,
	error,
	onChange,
}: {
	values: DailyDigest;
	/** The translated message for a refused time. */
	error: string | undefined;
	onChange: (next: Partial<DailyDigest>) => void;
}) {
	const { t } = useTranslation();
	return (
		<fieldset className="flex flex-col gap-2">
			<legend className="mb-1 text-sm font-semibold">{t("settings.dailyDigest")}</legend>
			<CheckboxField
				name="hasDailyDigest"
				checked={values.hasDailyDigest}
				onChange={(isChecked) => onChange({ hasDailyDigest: isChecked })}
				label={t("settings.dailyDigestEnabled")}
			/>
			{values.hasDailyDigest ? (
				<div className="flex flex-col gap-2 ms-6">
					<FormField
						type="time"
						name="dailyDigestTime"
						className="self-start"
						label={t("settings.dailyDigestTime")}
						value={values.dailyDigestTime}
						{...(error ? { error } : {})}
						onChange={(event) => onChange({ dailyDigestTime: event.target.value })}
					/>
					<CheckboxField
						name="dailyDigestByEmail"
						checked={values.dailyDigestByEmail}
						onChange={(isChecked) => onChange({ dailyDigestByEmail: isChecked })}
						label={t("settings.dailyDigestByEmail")}
					/>
				</div>
			) : null}
			<p className="text-sm text-muted">{t("settings.dailyDigestEmailHint")}</p>
		</fieldset>
	);
}
