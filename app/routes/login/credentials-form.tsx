import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useValidatedForm } from "#app/lib/use-validated-form.ts";
import { type Credentials, credentialsSchema } from "#core/auth/credentials.schema.ts";

type Props = {
	submitLabel: string;
	passwordAutoComplete: "current-password" | "new-password";
	onSubmit: (credentials: Credentials) => Promise<unknown>;
};

/** Email and password, checked as the person types with the server's own rules. */
export function CredentialsForm({ submitLabel, passwordAutoComplete, onSubmit }: Props) {
	const { t } = useTranslation();
	const form = useValidatedForm(credentialsSchema, { email: "", password: "" });
	const [isBusy, setBusy] = useState(false);
	const email = form.field("email");
	const password = form.field("password");
	return (
		<form
			noValidate
			className="flex flex-col gap-4"
			onSubmit={async (event) => {
				event.preventDefault();
				const credentials = form.validate();
				if (!credentials) return;
				setBusy(true);
				try {
					await onSubmit(credentials);
				} finally {
					setBusy(false);
				}
			}}
		>
			<FormField label={t("login.email")} type="email" autoComplete="email" inputMode="email" {...email} />
			<FormField
				label={t("login.password")}
				type="password"
				autoComplete={passwordAutoComplete}
				hint={passwordAutoComplete === "new-password" ? t("login.passwordHint") : undefined}
				{...password}
			/>
			<Button type="submit" disabled={isBusy}>
				{submitLabel}
			</Button>
		</form>
	);
}
