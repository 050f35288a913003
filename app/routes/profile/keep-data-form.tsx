import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useValidatedForm } from "#app/lib/use-validated-form.ts";
import { credentialsSchema } from "#core/auth/credentials.schema.ts";

/** An anonymous user adds an email and password; the account, and everything in it, stays the same. */
export function KeepDataForm({ onDone }: { onDone: () => void }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const form = useValidatedForm(credentialsSchema, { email: "", password: "" });
	const [error, setError] = useState<string | undefined>();
	const [isBusy, setBusy] = useState(false);
	return (
		<form
			noValidate
			className="flex flex-col gap-3"
			onSubmit={async (event) => {
				event.preventDefault();
				const values = form.validate();
				if (!values) return;
				setBusy(true);
				setError(undefined);
				try {
					await apiRequest("/account/credentials", { method: "POST", body: values, locale });
					onDone();
				} catch (failure) {
					setError(failure instanceof ApiError && failure.message ? failure.message : t("errors.somethingWentWrong"));
				} finally {
					setBusy(false);
				}
			}}
		>
			{error ? (
				<p role="alert" className="text-sm text-danger">
					{error}
				</p>
			) : null}
			<FormField label={t("login.email")} type="email" autoComplete="email" {...form.field("email")} />
			<FormField
				label={t("login.password")}
				type="password"
				autoComplete="new-password"
				hint={t("login.passwordHint")}
				{...form.field("password")}
			/>
			<Button type="submit" disabled={isBusy}>
				{t("profile.addEmailPassword")}
			</Button>
		</form>
	);
}
