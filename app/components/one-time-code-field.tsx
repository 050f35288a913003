import { useTranslation } from "react-i18next";
import { FormField } from "./form-field.tsx";

type Props = { value: string; onChange: (value: string) => void; error?: string };

/** The field for a code from an authenticator app (or a backup code), wherever one is asked for. */
export function OneTimeCodeField({ value, onChange, error }: Props) {
	const { t } = useTranslation();
	return (
		<FormField
			label={t("login.code")}
			name="code"
			inputMode="numeric"
			autoComplete="one-time-code"
			value={value}
			error={error}
			onChange={(event) => onChange(event.target.value)}
		/>
	);
}
