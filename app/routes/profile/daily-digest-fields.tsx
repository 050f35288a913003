import { useTranslation } from "react-i18next";
import { FormField } from "#app/components/form-field.tsx";

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
			<label className="flex items-center gap-2 text-sm">
				<input
					type="checkbox"
					name="hasDailyDigest"
					checked={values.hasDailyDigest}
					onChange={(event) => onChange({ hasDailyDigest: event.target.checked })}
				/>
				{t("settings.dailyDigestEnabled")}
			</label>
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
					<label className="flex items-center gap-2 text-sm">
						<input
							type="checkbox"
							name="dailyDigestByEmail"
							checked={values.dailyDigestByEmail}
							onChange={(event) => onChange({ dailyDigestByEmail: event.target.checked })}
						/>
						{t("settings.dailyDigestByEmail")}
					</label>
				</div>
			) : null}
			<p className="text-sm text-muted">{t("settings.dailyDigestEmailHint")}</p>
		</fieldset>
	);
}
