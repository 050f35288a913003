import { useTranslation } from "react-i18next";
import { FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useValidatedForm } from "#app/lib/use-validated-form.ts";
import { type Credentials, credentialsSchema } from "#core/auth/credentials.schema.ts";
import { NewPasswordField } from "./new-password-field.tsx";

type Props = {
	submitLabel: string;
	passwordAutoComplete: "current-password" | "new-password";
	onSubmit: (credentials: Credentials) => Promise<unknown>;
	/** Which of the sign-in page's forms this is, for the server when it is posted before hydration. */
	intent?: "sign-in" | "sign-up";
};

/** Email and password, checked as the person types with the server's own rules. */
export function CredentialsForm({ submitLabel, passwordAutoComplete, onSubmit, intent }: Props) {
	const { t } = useTranslation();
	const form = useValidatedForm(credentialsSchema, { email: "", password: "" });
	return (
		<form method="post" noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
			{intent ? <input type="hidden" name="intent" value={intent} /> : null}
			<FormField
				label={t("login.email")}
				type="email"
				autoComplete="email"
				inputMode="email"
				{...form.field("email")}
			/>
			{passwordAutoComplete === "new-password" ? (
				<NewPasswordField label={t("login.password")} {...form.field("password")} />
			) : (
				<FormField
					label={t("login.password")}
					type="password"
					autoComplete="current-password"
					{...form.field("password")}
				/>
			)}
			<Button type="submit" disabled={form.isBusy}>
				{submitLabel}
			</Button>
		</form>
	);
}
